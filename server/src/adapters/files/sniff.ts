import type { TFileKind } from '@kochclip/routers/ports';

export const MIME_BY_KIND: Record<TFileKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * Decides the file type from its first bytes (magic numbers) only; the name and the declared type are
 * ignored, so a PDF renamed to .png is a PDF and an HTML page named .jpg is refused (null).
 */
export function sniffFileKind(data: Uint8Array): TFileKind | null {
  // PDF readers accept the header within the first KiB, but we only take files that begin with it.
  if (startsWith(data, ascii('%PDF-'))) return 'pdf';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export type TImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** Photos members share (community, challenges, profile): JPEG, PNG, GIF or WebP by their first bytes. */
export function sniffImageKind(data: Uint8Array): TImageKind | null {
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  const kind = sniffFileKind(data);
  return kind === 'pdf' ? null : kind;
}

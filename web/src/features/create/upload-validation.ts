import { FILE_TOO_LARGE, INVALID_FILE_TYPE, MAX_HTML_BYTES, MAX_RECIPE_FILE_BYTES } from '@kochclip/core';

/**
 * Upload rules of the creator (spec part 1 §5): PDF, JPEG/JPG, PNG, WebP up to 10 MB. A saved web page (.html, up
 * to 2 MB like POST /api/import/html) goes to the HTML import; its content decides, not its name.
 */
export const UPLOAD_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,.html,.htm,application/pdf,image/jpeg,image/png,image/webp,text/html,application/xhtml+xml';

const ALLOWED_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/jpg', 'image/png', 'image/webp']);
const ALLOWED_EXTENSIONS = /\.(pdf|jpe?g|png|webp)$/i;

export interface TUploadProblem {
  title: string;
  description: string;
}

export const INVALID_TYPE: TUploadProblem = {
  title: 'Ungültiger Dateityp',
  description: INVALID_FILE_TYPE,
};

export const TOO_LARGE: TUploadProblem = {
  title: 'Datei zu groß',
  description: FILE_TOO_LARGE,
};

export const PAGE_TOO_LARGE: TUploadProblem = {
  title: 'Datei zu groß',
  description: 'Eine gespeicherte Webseite darf maximal 2MB groß sein.',
};

/** Markup starts with '<' and names an HTML element early (the server's check, server/src/adapters/import/page-fetch.ts). */
export function looksLikeHtml(head: string): boolean {
  const text = head.replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '').trimStart();
  return text.startsWith('<') && /<(?:!doctype\s+html|html|head|body|meta|title|div|p|h1)\b/i.test(text);
}

export type TUploadRoute = { kind: 'file' } | { kind: 'page' } | { kind: 'problem'; problem: TUploadProblem };

/** Where a chosen file goes: the file analysis, the HTML import (a saved page, by its first bytes), or nowhere. */
export async function routeUpload(file: File): Promise<TUploadRoute> {
  const head = new TextDecoder('latin1').decode(await file.slice(0, 1024).arrayBuffer());
  if (looksLikeHtml(head)) {
    return file.size > MAX_HTML_BYTES ? { kind: 'problem', problem: PAGE_TOO_LARGE } : { kind: 'page' };
  }
  const problem = validateUpload(file);
  return problem ? { kind: 'problem', problem } : { kind: 'file' };
}

/** Null when the file may be uploaded. Some systems send no MIME type; then the extension decides. */
export function validateUpload(file: { name: string; type: string; size: number }): TUploadProblem | null {
  const typeOk = file.type ? ALLOWED_TYPES.has(file.type.toLowerCase()) : ALLOWED_EXTENSIONS.test(file.name);
  if (!typeOk) return INVALID_TYPE;
  if (file.size > MAX_RECIPE_FILE_BYTES) return TOO_LARGE;
  return null;
}

/** "2,4 MB", "820 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

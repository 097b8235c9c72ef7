import { MAX_IMAGE_BYTES } from '@kochclip/core';

/** Client-side checks mirror the server's (spec part 2 §5); the server decides by the file's bytes. */
export const IMAGE_HINT = 'JPG, PNG oder GIF, höchstens 5 MB';

export interface TImageProblem {
  title: string;
  description: string;
}

export function checkImage(file: File | null): TImageProblem | null {
  if (!file) return { title: 'Bild erforderlich', description: 'Bitte wähle eine Bilddatei aus.' };
  if (!file.type.startsWith('image/')) return { title: 'Ungültiger Dateityp', description: 'Bitte wähle eine Bilddatei aus.' };
  if (file.size > MAX_IMAGE_BYTES) return { title: 'Datei zu groß', description: 'Bitte wähle ein Bild unter 5 MB aus.' };
  return null;
}

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Multipart POST with the session cookie; the server's German `{ message }` becomes the error text. */
export async function postImageForm<T>(path: string, fields: Record<string, string>, image: File): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', image);
  const response = await fetch(path, { method: 'POST', body: form, credentials: 'include' });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : response.statusText;
    throw new UploadError(response.status, message);
  }
  return body as T;
}

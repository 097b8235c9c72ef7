import { UploadError } from '../create/upload-request';

/** The upload limit the server enforces (routers/src/import/archive-limits.ts), checked before sending 200 MB. */
export const MAX_ARCHIVE_MB = 200;

/** POST /api/import/archive as multipart (fields `file`, `visibility`); answers the new import's id (202). */
export async function uploadArchive(file: File, visibility: 'public' | 'private'): Promise<number> {
  if (file.size > MAX_ARCHIVE_MB * 1024 * 1024) {
    throw new UploadError(
      413,
      `Die Datei ist zu groß: Ein Umzug darf höchstens ${MAX_ARCHIVE_MB} MB haben. Teile die Sammlung bitte auf.`,
    );
  }
  const form = new FormData();
  form.append('visibility', visibility);
  form.append('file', file);
  const response = await fetch('/api/import/archive', { method: 'POST', body: form, credentials: 'include' });
  const body: unknown = await response.json().catch(() => null);
  const field = (key: string) =>
    typeof body === 'object' && body !== null && key in body ? (body as Record<string, unknown>)[key] : undefined;
  if (!response.ok) {
    const message = field('message');
    throw new UploadError(response.status, typeof message === 'string' ? message : response.statusText);
  }
  const id = field('id');
  if (typeof id !== 'number') throw new UploadError(500, 'Der Umzug konnte nicht gestartet werden.');
  return id;
}

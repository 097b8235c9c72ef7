/** A failed upload with the server's German texts; `status` lets callers treat 401 like other calls. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The saved recipe, or (the web app always asks for one) the draft to review. */
type TUploadAnswer = { id: number; title: string } | { draftId: number; title: string };

function readText(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(key in body)) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** POST /api/analyze-file as multipart (field `file`, and `draft`: the result opens in the editor); tRPC cannot carry files. */
export function analyzeFile(file: File): Promise<TUploadAnswer> {
  return postFile('/api/analyze-file', file);
}

/** POST /api/import/html as multipart: a saved web page becomes a draft like a page link does. */
export function importSavedPage(file: File): Promise<TUploadAnswer> {
  return postFile('/api/import/html', file);
}

async function postFile(path: string, file: File): Promise<TUploadAnswer> {
  const form = new FormData();
  form.append('file', file);
  form.append('draft', 'true');
  const response = await fetch(path, { method: 'POST', body: form, credentials: 'include' });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new UploadError(response.status, readText(body, 'message') ?? response.statusText);
  }
  const title = readText(body, 'title') ?? '';
  const draftId = typeof body === 'object' && body !== null && 'draftId' in body ? body.draftId : null;
  if (typeof draftId === 'number') return { draftId, title };
  const id = typeof body === 'object' && body !== null && 'id' in body ? body.id : null;
  if (typeof id !== 'number') throw new UploadError(500, 'Die Datei konnte nicht analysiert werden.');
  return { id, title };
}

import { FORM_ROUTES, fileRefusal } from '../../lib/post-form';

/**
 * Upload rules of the creator (spec part 1 §5): PDF, JPEG/JPG, PNG, WebP up to 10 MB. A saved web page (.html, up
 * to 2 MB like POST /api/import/html) goes to the HTML import; its content decides, not its name. The limits and
 * their German texts are the raw routes' contracts (`FORM_ROUTES`), the same the server answers with.
 */
export const UPLOAD_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,.html,.htm,application/pdf,image/jpeg,image/png,image/webp,text/html,application/xhtml+xml';

export interface TUploadProblem {
  title: string;
  description: string;
}

const TITLES = { 400: 'Keine Datei', 413: 'Datei zu groß', 415: 'Ungültiger Dateityp' } as const;

function problemOf(refusal: ReturnType<typeof fileRefusal>): TUploadProblem | null {
  return refusal && { title: TITLES[refusal.status], description: refusal.message };
}

/** Markup starts with '<' and names an HTML element early (the server's check, server/src/services/import/page-fetch.ts). */
export function looksLikeHtml(head: string): boolean {
  const text = head.replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '').trimStart();
  return text.startsWith('<') && /<(?:!doctype\s+html|html|head|body|meta|title|div|p|h1)\b/i.test(text);
}

export type TUploadRoute = { kind: 'file' } | { kind: 'page' } | { kind: 'problem'; problem: TUploadProblem };

/** Where a chosen file goes: the file analysis, the HTML import (a saved page, by its first bytes), or nowhere. */
export async function routeUpload(file: File): Promise<TUploadRoute> {
  const head = new TextDecoder('latin1').decode(await file.slice(0, 1024).arrayBuffer());
  if (looksLikeHtml(head)) {
    const problem = problemOf(fileRefusal(FORM_ROUTES.importHtml.file, file));
    return problem ? { kind: 'problem', problem } : { kind: 'page' };
  }
  const problem = validateUpload(file);
  return problem ? { kind: 'problem', problem } : { kind: 'file' };
}

/** Null when the file may be uploaded. Some systems send no MIME type; then the extension decides. */
export function validateUpload(file: { name: string; type: string; size: number }): TUploadProblem | null {
  return problemOf(fileRefusal(FORM_ROUTES.analyzeFile.file, file));
}

/** "2,4 MB", "820 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

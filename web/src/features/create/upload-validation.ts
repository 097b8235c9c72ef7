/**
 * Upload rules of the creator (spec part 1 §5): PDF, JPEG/JPG, PNG, WebP up to 10 MB. A saved web page (.html, up
 * to 2 MB like POST /api/import/html) goes to the HTML import; its content decides, not its name. The limits and
 * their German texts are the raw routes' contracts (upload-rules.ts, loaded when a file is chosen).
 */
export const UPLOAD_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,.html,.htm,application/pdf,image/jpeg,image/png,image/webp,text/html,application/xhtml+xml';

export interface TUploadProblem {
  title: string;
  description: string;
}

/** Markup starts with '<' and names an HTML element early (the server's check, server/src/adapters/import/page-fetch.ts). */
export function looksLikeHtml(head: string): boolean {
  const text = head.replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '').trimStart();
  return text.startsWith('<') && /<(?:!doctype\s+html|html|head|body|meta|title|div|p|h1)\b/i.test(text);
}

export type TUploadRoute = { kind: 'file' } | { kind: 'page' } | { kind: 'problem'; problem: TUploadProblem };

/** Where a chosen file goes: the file analysis, the HTML import (a saved page, by its first bytes), or nowhere. */
export async function routeUpload(file: File): Promise<TUploadRoute> {
  const [head, rules] = await Promise.all([
    file
      .slice(0, 1024)
      .arrayBuffer()
      .then((bytes) => new TextDecoder('latin1').decode(bytes)),
    // Without the rules (offline, a deploy replaced them) the server checks the same limits and says so.
    import('./upload-rules').catch(() => null),
  ]);
  if (looksLikeHtml(head)) {
    const problem = rules?.pageUploadProblem(file);
    return problem ? { kind: 'problem', problem } : { kind: 'page' };
  }
  const problem = rules?.validateUpload(file);
  return problem ? { kind: 'problem', problem } : { kind: 'file' };
}

/** "2,4 MB", "820 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

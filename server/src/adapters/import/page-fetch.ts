import { AppError } from '@kochclip/routers/errors';
import { HTML_TOO_LARGE } from '@kochclip/core';
import { GuardError, type TGuardedClient } from '../http/guarded-client';

export const PAGE_UNREACHABLE = 'Die Seite ist nicht erreichbar. Bitte prüfe den Link.';
export const PAGE_NOT_PUBLIC = 'Dieser Link kann nicht abgerufen werden: Kochclip liest nur öffentliche Webseiten.';
export const PAGE_TOO_MANY_REDIRECTS = 'Die Seite leitet zu oft weiter (höchstens 3 Weiterleitungen).';
export const PAGE_TIMEOUT = 'Die Seite hat nicht rechtzeitig geantwortet. Bitte versuche es später erneut.';
export const PAGE_NOT_HTML = 'Unter diesem Link liegt keine Webseite (kein HTML).';

const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';

/** The member's German message for a refused or failed fetch. */
export function pageFetchError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (!(error instanceof GuardError)) return new AppError('BAD_GATEWAY', PAGE_UNREACHABLE);
  switch (error.reason) {
    case 'url':
    case 'host':
    case 'address':
      return new AppError('BAD_REQUEST', PAGE_NOT_PUBLIC);
    case 'redirects':
      return new AppError('BAD_GATEWAY', PAGE_TOO_MANY_REDIRECTS);
    case 'size':
      return new AppError('PAYLOAD_TOO_LARGE', HTML_TOO_LARGE);
    case 'timeout':
      return new AppError('GATEWAY_TIMEOUT', PAGE_TIMEOUT);
    case 'network':
      return new AppError('BAD_GATEWAY', PAGE_UNREACHABLE);
  }
}

/** The charset a Content-Type header or an HTML meta tag names ('text/html; charset=ISO-8859-1'). */
function charsetIn(text: string): string | undefined {
  return /charset\s*=\s*["']?([\w.:-]+)/i.exec(text)?.[1];
}

/**
 * HTML bytes as text: a byte-order mark wins, then the charset the server declared, then the one the page
 * declares in its first 4 KB (older German sites are ISO-8859-1), else UTF-8. Unknown names fall back to UTF-8.
 */
export function decodeHtml(bytes: Uint8Array, contentType?: string): string {
  let label = 'utf-8';
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) label = 'utf-8';
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) label = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) label = 'utf-16be';
  else
    label =
      (contentType ? charsetIn(contentType) : undefined) ??
      charsetIn(Buffer.from(bytes.subarray(0, 4096)).toString('latin1')) ??
      'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Without a declared type, the first bytes decide: markup starts with '<' and names an HTML element early. */
function looksLikeHtml(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('latin1')
    .replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '')
    .trimStart();
  return head.startsWith('<') && /<(?:!doctype\s+html|html|head|body|meta|title|div|p|h1)\b/i.test(head);
}

export function isHtmlAnswer(contentType: string | undefined, bytes: Uint8Array): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'text/html' || type === 'application/xhtml+xml') return true;
  return (!type || type === 'text/plain' || type === 'application/octet-stream') && looksLikeHtml(bytes);
}

/** GETs a public page through the guarded client: HTML only, 2 MB at most, German errors for every failure. */
export async function fetchPage(client: TGuardedClient, url: string): Promise<{ html: string; url: string }> {
  const response = await client.get(url, { accept: HTML_ACCEPT }).catch((error: unknown) => {
    throw pageFetchError(error);
  });
  if (response.status < 200 || response.status >= 300) throw new AppError('BAD_GATEWAY', PAGE_UNREACHABLE);
  const contentType = response.headers['content-type'];
  if (!isHtmlAnswer(contentType, response.body)) throw new AppError('BAD_REQUEST', PAGE_NOT_HTML);
  return { html: decodeHtml(response.body, contentType), url: response.url };
}

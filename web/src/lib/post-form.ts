// zod-config first: ES modules run in import order, so zod is told not to generate code before any schema exists.
import './zod-config';
import type { z } from 'zod';
import { apiPathOf, FORM_ROUTES, fileRefusal, type TFileRule, type TFormRoute } from '@kochclip/core/raw-routes';
import { refusalOf } from './form-file';

export { FORM_ROUTES, fileRefusal };

/** The answer did not match the route's output schema (an old tab after a deploy, a proxy's page). */
export const UNEXPECTED_ANSWER = 'Die Antwort des Servers war unerwartet. Bitte lade die Seite neu und versuche es erneut.';

/**
 * A refused form: by the server (`sent`), or before sending by the same limit with the server's status, code and
 * German message. `status` lets callers treat 401 like any other call (lib/errors.ts `httpStatus`).
 */
export class PostFormError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly sent: boolean,
  ) {
    super(message);
    this.name = 'PostFormError';
  }
}

type TFilePart<R extends TFormRoute> = R['file']['part'];
type TTextParts<R extends TFormRoute> = Omit<z.input<R['multipart']>, TFilePart<R>>;

/** The form's parts: the file as a File (or Blob), text parts as the contract types them. */
export type TFormParts<R extends TFormRoute> = TTextParts<R> & { [K in TFilePart<R>]: File | Blob | null | undefined };

/** The path parameters, where the route has any. */
export type TFormParams<R extends TFormRoute> = R['pathParams'] extends z.ZodObject ? z.input<R['pathParams']> : undefined;

export type TFormAnswer<R extends TFormRoute> = z.output<R['output']>;

type TPostArgs<R extends TFormRoute> = R['pathParams'] extends z.ZodObject ? [params: TFormParams<R>] : [];

function fileOf(rule: TFileRule, parts: Record<string, unknown>): File | Blob | null {
  const value = parts[rule.part];
  return value instanceof Blob ? value : null;
}

function errorAnswer(status: number, body: unknown): PostFormError {
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
  return new PostFormError(
    status,
    typeof code === 'string' ? code : 'HTTP_ERROR',
    typeof message === 'string' && message ? message : `Die Anfrage ist fehlgeschlagen (HTTP ${status}).`,
    true,
  );
}

/**
 * POSTs a multipart form to a raw route (tRPC cannot carry files) with the session cookie. The file is checked
 * against the contract's limits first, so a refused file costs no upload; the answer is parsed with the contract's
 * output schema; every failure is a `PostFormError` with a German message.
 */
export async function postForm<R extends TFormRoute>(
  route: R,
  parts: TFormParts<R>,
  ...[params]: TPostArgs<R>
): Promise<TFormAnswer<R>> {
  const values = parts as Record<string, unknown>;
  const file = fileOf(route.file, values);
  const refusal = refusalOf(route.file, file);
  if (refusal) throw new PostFormError(refusal.status, refusal.code, refusal.message, false);
  const form = new FormData();
  // Text parts first: the server reads them before the file arrives.
  for (const [name, value] of Object.entries(values)) {
    if (name === route.file.part) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') form.append(name, String(value));
  }
  if (file) form.append(route.file.part, file);
  const response = await fetch(apiPathOf(route, params as Record<string, string | number> | undefined), {
    method: route.method.toUpperCase(),
    body: form,
    credentials: 'include',
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorAnswer(response.status, body);
  // The wire carries the output side of the schema (timestamps as ISO text): encoding checks exactly that side.
  const checked = route.output.safeEncode(body);
  if (!checked.success) throw new PostFormError(response.status, 'INVALID_ANSWER', UNEXPECTED_ANSWER, true);
  return body as TFormAnswer<R>;
}

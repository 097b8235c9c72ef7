/**
 * The SQLSTATE of a PostgreSQL error (postgres.js puts it on `code`), also where drizzle wraps the driver's error in
 * its own as the `cause`; undefined for anything else.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    if (!(e instanceof Error)) break;
  }
  return undefined;
}

/** What a PostgreSQL error says about itself: its SQLSTATE and, for a constraint violation, the constraint's name. */
export interface TPgError {
  code: string;
  constraint: string | undefined;
}

/**
 * The PostgreSQL error in `error` (postgres.js puts the SQLSTATE on `code`), also where drizzle wraps the driver's
 * error in its own as the `cause`; undefined for anything else.
 */
export function pgErrorOf(error: unknown): TPgError | undefined {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint_name: constraint } = e as { code?: unknown; constraint_name?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    if (!(e instanceof Error)) break;
  }
  return undefined;
}

/** The SQLSTATE of a PostgreSQL error (see pgErrorOf); undefined for anything else. */
export const pgErrorCode = (error: unknown): string | undefined => pgErrorOf(error)?.code;

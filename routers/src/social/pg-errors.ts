/** A row referenced by an insert vanished concurrently (PostgreSQL 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23503';
}

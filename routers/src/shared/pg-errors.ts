import { pgErrorCode } from '@kochclip/db';

/** A row referenced by an insert vanished concurrently (PostgreSQL 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23503';
}

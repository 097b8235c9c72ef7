import { z } from 'zod';

/** A required name or title: trimmed, 1 to 100 characters, with the spec's text for a missing one. */
export const requiredName = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, tooLong);

/** An optional description of a collection or cookbook; blank becomes null. */
export const ZDescription = z
  .string()
  .trim()
  .max(500, 'Die Beschreibung darf höchstens 500 Zeichen lang sein.')
  .nullable()
  .transform((v) => (v ? v : null));

/** A row id from a path: a positive 32-bit integer, else the given German text. */
export const rowId = (invalid: string) => z.number({ error: invalid }).int(invalid).positive(invalid).max(2_147_483_647, invalid);

/** The answer of a procedure that has nothing else to say. */
export const ZSuccess = z.object({ success: z.literal(true) });

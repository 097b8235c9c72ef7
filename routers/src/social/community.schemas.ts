import { z } from 'zod';
import { ZCommunityUser } from '@kochclip/core/raw-routes';

/** What others may see of a member next to a comment, rating, photo or challenge entry (in @kochclip/core: raw-route answers use it too). */
export { ZCommunityUser };

export const ZRowId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** Text a member types: trimmed; an empty optional text counts as absent. */
export const ZOptionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, `${label} darf höchstens ${max} Zeichen lang sein.`).optional(),
  );

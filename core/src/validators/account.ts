import { z } from 'zod';

export { DELETED_MEMBER } from './texts';

export const ACCOUNT_RECIPE_CHOICES = ['delete', 'anonymize'] as const;

/** `DELETE /api/user`: the password again, and what happens to the member's recipes. */
export const ZDeleteAccountInput = z.object({
  password: z.string().min(1, 'Bitte gib dein Passwort ein.').max(200),
  recipes: z.enum(ACCOUNT_RECIPE_CHOICES, 'Wähle, ob deine Rezepte gelöscht oder anonym behalten werden.').meta({
    description: '`delete`: die eigenen Rezepte werden gelöscht; `anonymize`: sie bleiben unter „Gelöschtes Mitglied“',
  }),
});
export type TDeleteAccountInput = z.input<typeof ZDeleteAccountInput>;

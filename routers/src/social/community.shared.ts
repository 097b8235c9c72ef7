import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDbOrTx } from '@kochclip/db';
import { recipes, users, type TUserRole } from '@kochclip/db/schema';
import { notFound } from '../errors';
import { ZRecipeId } from '../recipes/recipes.schemas';
import { RECIPE_NOT_FOUND } from '../recipes/recipes.service';

/** What others may see of a member next to a comment, rating, photo or challenge entry (never the e-mail). */
export const ZCommunityUser = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  verified: z.boolean(),
});

export const communityUserColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  verified: users.verified,
};

export const ZRecipeIdInput = z.object({ id: ZRecipeId });

export const ZRowId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** Text a member types: trimmed; an empty optional text counts as absent. */
export const ZOptionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, `${label} darf höchstens ${max} Zeichen lang sein.`).optional(),
  );

export async function requireRecipe(db: TDbOrTx, recipeId: number): Promise<void> {
  const [row] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId)).limit(1);
  if (!row) throw notFound(RECIPE_NOT_FOUND);
}

/** The acting member, as the services need them for owner-or-admin checks. */
export interface TActor {
  id: number;
  username: string;
  role: TUserRole;
}

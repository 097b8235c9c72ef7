import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { visibleTo } from '@kochclip/db/queries';
import { cookbooks, likes, recipes, users } from '@kochclip/db/schema';
import type { TSessionUser } from '../shared/session-user.schemas';
import { currentUserColumns, toSessionUser } from '../shared/sessions';
import { AppError, notFound } from '../errors';
import { listRecipes } from '../shared/recipe-search';
import { allergyCategoriesIn, sortedCategories } from './allergy-mapping';
import { PREMIUM_KITCHEN_DEVICES } from './member-options.schemas';
import { memberStatsColumns } from './member-stats';
import { cookbookSummaryColumns } from '../shared/cookbooks';
import type { TProfileChanges } from './profile.schemas';
import type { TAllergyInterpreter } from '../ports/allergy-interpreter';

export const USER_NOT_FOUND = 'Benutzer nicht gefunden';
/** The profile page shows the newest own recipes; the full list is paginated under /user/recipes. */
const PROFILE_RECIPES = 50;
const PROFILE_LIKES = 1000;

export async function getOwnProfile(db: TDb, userId: number) {
  const [row] = await db
    .select({
      ...currentUserColumns,
      showLikedRecipes: users.showLikedRecipes,
      ...memberStatsColumns(sql`${users.id}`, sql`true`),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound(USER_NOT_FOUND);
  const [ownRecipes, likedRows, ownCookbooks] = await Promise.all([
    listRecipes(db, { limit: PROFILE_RECIPES, sort: 'recent', createdById: userId, withPrivate: true }),
    db
      .select({ recipeId: likes.recipeId })
      .from(likes)
      .innerJoin(recipes, eq(recipes.id, likes.recipeId))
      .where(and(eq(likes.userId, userId), visibleTo({ id: userId, admin: false })))
      .orderBy(desc(likes.createdAt))
      .limit(PROFILE_LIKES),
    listCookbookSummaries(db, userId),
  ]);
  const { isPremium } = toSessionUser(row);
  return { user: { ...row, isPremium }, recipes: ownRecipes.recipes, likes: likedRows, cookbooks: ownCookbooks };
}

/** A cookbook's entries as `viewerId` may see them (others' „Nur für mich“ recipes not counted). */
export function listCookbookSummaries(db: TDb, userId: number) {
  return db
    .select(cookbookSummaryColumns(userId))
    .from(cookbooks)
    .where(eq(cookbooks.userId, userId))
    .orderBy(desc(cookbooks.createdAt), desc(cookbooks.id));
}

/** A profile picture is set by its upload route; PUT may keep it or remove it, never point at another file. */
function assertPictureAllowed(member: TSessionUser, url: string | null | undefined): void {
  if (url === undefined || url === null || url === member.profileImageUrl) return;
  const message = 'Profilbilder bitte über POST /api/user/profile-image hochladen.';
  throw new AppError('BAD_REQUEST', message, [{ path: 'profileImageUrl', message }]);
}

function assertDevicesAllowed(member: TSessionUser, devices: string[] | undefined): void {
  if (!devices || member.isPremium) return;
  const premiumOnly = devices.filter((device) => (PREMIUM_KITCHEN_DEVICES as readonly string[]).includes(device));
  if (premiumOnly.length > 0) {
    const message = `Premium-Gerätemodelle (${premiumOnly.join(', ')}) sind Premium-Mitgliedern vorbehalten.`;
    throw new AppError('BAD_REQUEST', message, [{ path: 'kitchenDevices', message }]);
  }
}

/** PATCH and PUT /user/profile: only the fields present change; protected fields are not in the schema at all. */
export async function updateProfile(db: TDb, params: { member: TSessionUser; changes: TProfileChanges }) {
  assertDevicesAllowed(params.member, params.changes.kitchenDevices);
  assertPictureAllowed(params.member, params.changes.profileImageUrl);
  const changes = Object.fromEntries(Object.entries(params.changes).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length > 0) {
    await db.update(users).set(changes).where(eq(users.id, params.member.id));
  }
  return getOwnProfile(db, params.member.id);
}

export async function setPrivacy(db: TDb, params: { userId: number; showLikedRecipes: boolean }) {
  await db.update(users).set({ showLikedRecipes: params.showLikedRecipes }).where(eq(users.id, params.userId));
  return { showLikedRecipes: params.showLikedRecipes };
}

/**
 * The member's profile or header picture switches to `url` (POST /api/user/profile-image and /header-image);
 * answers the URL it replaced, whose file the caller removes once the row no longer shows it.
 */
export async function setProfilePicture(
  db: TDb,
  params: { userId: number; kind: 'avatar' | 'header'; url: string },
): Promise<string | null> {
  const column = params.kind === 'avatar' ? users.profileImageUrl : users.headerImageUrl;
  return db.transaction(async (tx) => {
    const [previous] = await tx.select({ url: column }).from(users).where(eq(users.id, params.userId)).for('update');
    await tx
      .update(users)
      .set(params.kind === 'avatar' ? { profileImageUrl: params.url } : { headerImageUrl: params.url })
      .where(eq(users.id, params.userId));
    return previous?.url ?? null;
  });
}

/**
 * Free text to categories: the offline synonym table always, the LLM in addition when one is configured
 * (it knows dishes and rarer words); an LLM failure leaves the offline answer. The result replaces the
 * member's allergies, which recipe creation reads.
 */
export async function interpretAllergies(db: TDb, params: { userId: number; text: string; interpreter?: TAllergyInterpreter }) {
  const offline = allergyCategoriesIn(params.text);
  let fromLlm: string[] = [];
  if (params.interpreter) {
    // The interpreter logs its own failures; the member still gets the offline answer.
    fromLlm = await params.interpreter.categoriesIn(params.text).catch(() => []);
  }
  const categories = sortedCategories([...offline, ...fromLlm]);
  await db.update(users).set({ allergies: categories }).where(eq(users.id, params.userId));
  return { categories };
}

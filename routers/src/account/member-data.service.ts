import { eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { getHouseholdState } from '../shared/household';
import {
  aiUsage,
  apiTokens,
  challengeSubmissions,
  collectionRecipes,
  collections,
  comments,
  cookbookRecipes,
  cookbooks,
  follows,
  likes,
  mealPlanEntries,
  notificationSettings,
  pantryItems,
  payments,
  pushSubscriptions,
  ratings,
  recipeDrafts,
  recipes,
  referralRedemptions,
  reports,
  sessions,
  shoppingItems,
  shoppingListMembers,
  shoppingLists,
  shoppingSectionChoices,
  subscriptions,
  timers,
  userImages,
  users,
} from '@kochclip/db/schema';
import { fullRecipes } from '../shared/full-recipes';
import { recipeJsonLd } from '@kochclip/core';

/** One JSON file of the archive. */
export interface TMemberDocument {
  name: string;
  content: unknown;
}

export interface TMemberData {
  documents: TMemberDocument[];
  /** Public media URLs of the member's uploads and pictures (`/media/…`), for the archive's `dateien/`. */
  media: string[];
}

const { passwordHash: _hash, ...profileColumns } = getTableColumns(users);

async function withRecipeIds<T extends { id: number }>(
  db: TDb,
  rows: T[],
  table: typeof collectionRecipes | typeof cookbookRecipes,
): Promise<(T & { recipeIds: number[] })[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const links =
    table === collectionRecipes
      ? await db
          .select({ owner: collectionRecipes.collectionId, recipeId: collectionRecipes.recipeId })
          .from(collectionRecipes)
          .where(inArray(collectionRecipes.collectionId, ids))
      : await db
          .select({ owner: cookbookRecipes.cookbookId, recipeId: cookbookRecipes.recipeId })
          .from(cookbookRecipes)
          .where(inArray(cookbookRecipes.cookbookId, ids));
  return rows.map((row) => ({ ...row, recipeIds: links.filter((link) => link.owner === row.id).map((link) => link.recipeId) }));
}

async function shoppingData(db: TDb, userId: number) {
  const lists = await db.select().from(shoppingLists).where(eq(shoppingLists.ownerId, userId));
  const items =
    lists.length === 0
      ? []
      : await db
          .select()
          .from(shoppingItems)
          .where(
            inArray(
              shoppingItems.listId,
              lists.map((list) => list.id),
            ),
          );
  return {
    lists: lists.map(({ shareToken: _token, ...list }) => ({ ...list, items: items.filter((item) => item.listId === list.id) })),
    sharedWithMe: await db
      .select({ listId: shoppingListMembers.listId, addedAt: shoppingListMembers.addedAt })
      .from(shoppingListMembers)
      .where(eq(shoppingListMembers.userId, userId)),
    sectionChoices: await db.select().from(shoppingSectionChoices).where(eq(shoppingSectionChoices.userId, userId)),
  };
}

/**
 * Everything Kochclip holds about one member (GDPR art. 15 and 20), as the JSON files of the export archive:
 * recipes as schema.org JSON-LD, every other record as stored (secrets such as the password hash, session ids
 * and share tokens left out).
 */
export async function collectMemberData(db: TDb, params: { userId: number; origin: string }): Promise<TMemberData> {
  const { userId, origin } = params;
  const [profile] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!profile) return { documents: [], media: [] };
  const ownRecipeIds = (await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.createdById, userId))).map(
    (r) => r.id,
  );
  const full = await fullRecipes(db, ownRecipeIds, { id: userId, admin: false });
  const photos = await db.select().from(userImages).where(eq(userImages.userId, userId));
  const entries = await db.select().from(challengeSubmissions).where(eq(challengeSubmissions.userId, userId));
  // Drafts as stored: the editor's form as last autosaved, the source the machine found and the picture.
  const drafts = await db
    .select({
      id: recipeDrafts.id,
      origin: recipeDrafts.origin,
      data: recipeDrafts.data,
      imageUrl: recipeDrafts.imageUrl,
      thumbnailUrl: recipeDrafts.thumbnailUrl,
      createdAt: recipeDrafts.createdAt,
      updatedAt: recipeDrafts.updatedAt,
      expiresAt: recipeDrafts.expiresAt,
    })
    .from(recipeDrafts)
    .where(eq(recipeDrafts.userId, userId));
  const ownRecipeMedia = await db
    .select({ imageUrl: recipes.imageUrl, thumbnailUrl: recipes.thumbnailUrl })
    .from(recipes)
    .where(eq(recipes.createdById, userId));

  const documents: TMemberDocument[] = [
    {
      name: 'profil.json',
      content: {
        ...profile,
        notificationSettings:
          (await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)))[0] ?? null,
        sessions: await db
          .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(eq(sessions.userId, userId)),
        apiTokens: await db
          .select({
            name: apiTokens.name,
            createdAt: apiTokens.createdAt,
            expiresAt: apiTokens.expiresAt,
            lastUsedAt: apiTokens.lastUsedAt,
          })
          .from(apiTokens)
          .where(eq(apiTokens.userId, userId)),
        pushSubscriptions: await db
          .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId)),
        aiUsage: await db.select().from(aiUsage).where(eq(aiUsage.userId, userId)),
        timers: await db
          .select({
            kind: timers.kind,
            label: timers.label,
            recipeId: timers.recipeId,
            endsAt: timers.endsAt,
            state: timers.state,
            createdAt: timers.createdAt,
          })
          .from(timers)
          .where(eq(timers.userId, userId)),
      },
    },
    {
      name: 'rezepte.json',
      content: ownRecipeIds.flatMap((id) => {
        const recipe = full.get(id);
        return recipe ? [recipeJsonLd(recipe, origin)] : [];
      }),
    },
    { name: 'entwuerfe.json', content: drafts },
    { name: 'kommentare.json', content: await db.select().from(comments).where(eq(comments.userId, userId)) },
    { name: 'bewertungen.json', content: await db.select().from(ratings).where(eq(ratings.userId, userId)) },
    { name: 'gefaellt-mir.json', content: await db.select().from(likes).where(eq(likes.userId, userId)) },
    {
      name: 'sammlungen.json',
      content: await withRecipeIds(
        db,
        await db.select().from(collections).where(eq(collections.userId, userId)),
        collectionRecipes,
      ),
    },
    {
      name: 'kochbuecher.json',
      content: await withRecipeIds(db, await db.select().from(cookbooks).where(eq(cookbooks.userId, userId)), cookbookRecipes),
    },
    {
      name: 'folgen.json',
      content: {
        following: await db
          .select({ userId: follows.followingId, username: users.username, since: follows.createdAt })
          .from(follows)
          .innerJoin(users, eq(users.id, follows.followingId))
          .where(eq(follows.followerId, userId)),
        followers: await db
          .select({ userId: follows.followerId, username: users.username, since: follows.createdAt })
          .from(follows)
          .innerJoin(users, eq(users.id, follows.followerId))
          .where(eq(follows.followingId, userId)),
      },
    },
    { name: 'community-fotos.json', content: photos },
    { name: 'challenge-beitraege.json', content: entries },
    {
      name: 'zahlungen.json',
      content: {
        payments: await db.select().from(payments).where(eq(payments.userId, userId)),
        subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
      },
    },
    {
      name: 'empfehlungen.json',
      content: await db
        .select()
        .from(referralRedemptions)
        .where(or(eq(referralRedemptions.referrerId, userId), eq(referralRedemptions.refereeId, userId))),
    },
    { name: 'einkaufslisten.json', content: await shoppingData(db, userId) },
    { name: 'wochenplan.json', content: await db.select().from(mealPlanEntries).where(eq(mealPlanEntries.userId, userId)) },
    { name: 'vorrat.json', content: await db.select().from(pantryItems).where(eq(pantryItems.ownerId, userId)) },
    // The household's shared plan, lists and pantry belong to all its members; the archive names the household.
    { name: 'haushalt.json', content: await getHouseholdState(db, userId) },
    { name: 'meldungen.json', content: await db.select().from(reports).where(eq(reports.reporterId, userId)) },
  ];

  const media = [
    profile.profileImageUrl,
    profile.headerImageUrl,
    ...photos.map((photo) => photo.imageUrl),
    ...entries.map((entry) => entry.imageUrl),
    ...ownRecipeMedia.map((recipe) => recipe.imageUrl),
    ...drafts.map((draft) => draft.imageUrl),
  ].filter((url): url is string => typeof url === 'string' && url.startsWith('/media/'));
  return { documents, media: [...new Set(media)] };
}

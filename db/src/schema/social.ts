import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { recipes } from './recipes';
import { users } from './users';

const userRef = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const recipeRef = () =>
  integer()
    .notNull()
    .references(() => recipes.id, { onDelete: 'cascade' });

export const likes = pgTable(
  'likes',
  { userId: userRef(), recipeId: recipeRef(), createdAt },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index('likes_recipe_id_idx').on(t.recipeId),
    // Admin analytics: the most liked recipes of a period.
    index('likes_created_at_idx').on(t.createdAt),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipeId: recipeRef(),
    /** Null once the author deleted their account and the comment stays as the placeholder of others' replies. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer().references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    createdAt,
    updatedAt,
    /** Set when the author deletes a comment that still has replies: the replies stay, the content is hidden. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('comments_recipe_id_idx').on(t.recipeId, t.createdAt),
    // Replies are listed (and paged) oldest first within their thread.
    index('comments_parent_id_idx').on(t.parentId, t.createdAt, t.id),
    check('comments_content_check', sql`char_length(btrim(${t.content})) between 1 and 2000`),
  ],
);

export const ratings = pgTable(
  'ratings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipeId: recipeRef(),
    userId: userRef(),
    rating: integer().notNull(),
    comment: text(),
    createdAt,
    updatedAt,
  },
  (t) => [
    unique('ratings_user_recipe_key').on(t.userId, t.recipeId),
    // The list shows (and pages) the most recently changed rating first.
    index('ratings_recipe_id_idx').on(t.recipeId, t.updatedAt, t.id),
    check('ratings_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const collections = pgTable(
  'collections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    name: text().notNull(),
    description: text(),
    isPublic: boolean().notNull().default(false),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('collections_user_id_idx').on(t.userId),
    index('collections_public_idx').on(t.createdAt).where(sql`${t.isPublic}`),
    check('collections_name_check', sql`char_length(btrim(${t.name})) between 1 and 100`),
  ],
);

export const collectionRecipes = pgTable(
  'collection_recipes',
  {
    collectionId: integer()
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    recipeId: recipeRef(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.recipeId] }), index('collection_recipes_recipe_id_idx').on(t.recipeId)],
);

export const cookbooks = pgTable(
  'cookbooks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    title: text().notNull(),
    description: text(),
    isPrivate: boolean().notNull().default(true),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('cookbooks_user_id_idx').on(t.userId),
    check('cookbooks_title_check', sql`char_length(btrim(${t.title})) between 1 and 100`),
  ],
);

export const cookbookRecipes = pgTable(
  'cookbook_recipes',
  {
    cookbookId: integer()
      .notNull()
      .references(() => cookbooks.id, { onDelete: 'cascade' }),
    recipeId: recipeRef(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cookbookId, t.recipeId] }), index('cookbook_recipes_recipe_id_idx').on(t.recipeId)],
);

export const challenges = pgTable(
  'challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    rules: text(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    creatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt,
  },
  (t) => [
    index('challenges_dates_idx').on(t.startDate, t.endDate),
    check('challenges_dates_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);

export const challengeSubmissions = pgTable(
  'challenge_submissions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    challengeId: integer()
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: userRef(),
    recipeId: integer().references(() => recipes.id, { onDelete: 'set null' }),
    imageUrl: text().notNull(),
    thumbnailUrl: text(),
    description: text(),
    createdAt,
  },
  (t) => [
    index('challenge_submissions_challenge_id_idx').on(t.challengeId, t.createdAt),
    unique('challenge_submissions_user_key').on(t.challengeId, t.userId),
  ],
);

export const userImages = pgTable(
  'user_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipeId: recipeRef(),
    userId: userRef(),
    imageUrl: text().notNull(),
    thumbnailUrl: text(),
    description: text(),
    createdAt,
  },
  (t) => [index('user_images_recipe_id_idx').on(t.recipeId, t.createdAt), index('user_images_user_id_idx').on(t.userId)],
);

export const follows = pgTable(
  'follows',
  {
    followerId: userRef(),
    followingId: userRef(),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    index('follows_following_id_idx').on(t.followingId),
    check('follows_no_self_check', sql`${t.followerId} <> ${t.followingId}`),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt,
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

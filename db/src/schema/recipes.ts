import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';
import {
  DIFFICULTIES,
  DRAFT_ORIGINS,
  RECIPE_CATEGORIES,
  RECIPE_VISIBILITIES,
  VIDEO_PLATFORMS,
  type TDifficulty,
  type TDraftOrigin,
  type TRecipeCategory,
  type TRecipeVisibility,
  type TVideoPlatform,
} from '@kochclip/core';

export { DIFFICULTIES, DRAFT_ORIGINS, RECIPE_CATEGORIES, RECIPE_VISIBILITIES, VIDEO_PLATFORMS };
export type { TDifficulty, TDraftOrigin, TRecipeCategory, TRecipeVisibility, TVideoPlatform };

/** 'manual': written (or typed in) by a member through the editor API. */
export const RECIPE_SOURCES = ['seed', 'video', 'ingredients', 'prompt', 'file', 'website', 'manual', 'archive'] as const;
export type TRecipeSource = (typeof RECIPE_SOURCES)[number];

/**
 * Ingredients and steps stay one flat list each (every reader, the search columns and their indexes read them as
 * before); a group is the run of consecutive items with the same `group` title (null or absent: untitled). Items
 * written before the editor have no `note`/`optional`/`group` (migration 0020 added note and optional to stored
 * ingredients; writers of machine recipes may still leave them out), so readers default them.
 */
export interface TIngredient {
  name: string;
  amount: string;
  unit: string;
  /** „gesiebt“, „gepresst“: what the person writing the recipe adds after the name. */
  note?: string | null;
  optional?: boolean;
  /** The title of the ingredient group („Für den Teig“); null for an untitled group. */
  group?: string | null;
}

export interface TInstruction {
  step: string;
  duration?: number;
  temperature?: string;
  /** The title of the step group („Teig“, „Füllung“); null for an untitled group. */
  group?: string | null;
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));

export const recipes = pgTable(
  'recipes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text(),
    imageUrl: text(),
    thumbnailUrl: text(),
    category: text().$type<TRecipeCategory>(),
    difficulty: text().$type<TDifficulty>().notNull().default('einfach'),
    duration: integer(),
    prepTime: integer(),
    cookTime: integer(),
    servings: integer().notNull().default(4),
    tags: jsonb().$type<string[]>().notNull().default([]),
    ingredients: jsonb().$type<TIngredient[]>().notNull().default([]),
    instructions: jsonb().$type<TInstruction[]>().notNull().default([]),
    source: text().$type<TRecipeSource>().notNull(),
    originalVideoUrl: text(),
    /** Canonical form of the video link (youtu.be, watch and shorts collapse, tracking stripped). */
    videoUrlCanonical: text(),
    originalCreator: text(),
    originalPlatform: text().$type<TVideoPlatform>(),
    /** The web page a recipe was imported from (shown as 'Quelle: <Seite>'), its site name and author. */
    sourceUrl: text(),
    /** Normalised form of the page address (scheme, host case, trailing slash, tracking parameters): one recipe per page. */
    sourceUrlCanonical: text(),
    sourceSite: text(),
    sourceAuthor: text(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The creator deleted their account and kept this recipe: shown as 'Gelöschtes Mitglied' (createdById is null). */
    creatorDeleted: boolean().notNull().default(false),
    viewCount: integer().notNull().default(0),
    likeCount: integer().notNull().default(0),
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('kochclip_de'::regconfig, title), 'A')
        || setweight(jsonb_to_tsvector('kochclip_de'::regconfig, tags, '["string"]'), 'B')
        || setweight(jsonb_to_tsvector('kochclip_de'::regconfig, jsonb_path_query_array(ingredients, '$[*].name'), '["string"]'), 'B')
        || setweight(to_tsvector('kochclip_de'::regconfig, coalesce(description, '')), 'C')`,
    ),
    /** Lower-cased, umlaut-folded words of title, tags and ingredients: the search vocabulary (search_words) is taken from it. */
    searchText: text().generatedAlwaysAs(
      sql`kc_fold(title || ' ' || (tags #>> '{}') || ' ' || (jsonb_path_query_array(ingredients, '$[*].name') #>> '{}'))`,
    ),
    visibility: text().$type<TRecipeVisibility>().notNull().default('public'),
    /**
     * A member's variant of another recipe („Als Variante speichern“): the original while it exists (set null when
     * it is deleted) and its title when the variant was made, so the variant can still say whose recipe it varied.
     */
    variantOfId: integer().references((): AnyPgColumn => recipes.id, { onDelete: 'set null' }),
    variantOfTitle: text(),
    /** Bumped by every save through the editor API; an editor sends the version it loaded (409 when stale). */
    version: integer().notNull().default(1),
    createdAt,
    updatedAt,
    /**
     * The title's lexemes alone, as searchVector holds them (weight A). recipes_popular_idx carries it (INCLUDE,
     * migration 0012, which drizzle-kit cannot express), so a search walking that index for title hits reads no
     * table rows.
     */
    titleVector: tsvector().generatedAlwaysAs(sql`setweight(to_tsvector('kochclip_de'::regconfig, title), 'A')`),
  },
  (t) => [
    uniqueIndex('recipes_video_url_canonical_key').on(t.videoUrlCanonical),
    uniqueIndex('recipes_source_url_canonical_key').on(t.sourceUrlCanonical),
    index('recipes_search_vector_idx').using('gin', t.searchVector),
    // The title's lexemes alone: counts title hits and finds them when they are few (recipe-search.ts).
    index('recipes_title_vector_idx').using('gin', sql`ts_filter(${t.searchVector}, '{a}'::"char"[])`),
    index('recipes_tags_idx').using('gin', t.tags),
    index('recipes_recent_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('recipes_popular_idx').on(t.likeCount.desc().nullsFirst(), t.viewCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('recipes_category_idx').on(t.category),
    index('recipes_variant_of_idx')
      .on(t.variantOfId)
      .where(sql`${t.variantOfId} is not null`),
    index('recipes_created_by_idx').on(t.createdById, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Admin search: substring matches on the title, case-insensitive.
    index('recipes_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    check('recipes_category_check', sql`${t.category} is null or ${t.category} in (${sqlList(RECIPE_CATEGORIES)})`),
    check('recipes_difficulty_check', sql`${t.difficulty} in (${sqlList(DIFFICULTIES)})`),
    check('recipes_platform_check', sql`${t.originalPlatform} is null or ${t.originalPlatform} in (${sqlList(VIDEO_PLATFORMS)})`),
    check('recipes_source_check', sql`${t.source} in (${sqlList(RECIPE_SOURCES)})`),
    check('recipes_visibility_check', sql`${t.visibility} in (${sqlList(RECIPE_VISIBILITIES)})`),
    check('recipes_duration_check', sql`${t.duration} is null or ${t.duration} between 1 and 10080`),
    check('recipes_prep_time_check', sql`${t.prepTime} is null or ${t.prepTime} between 0 and 10080`),
    check('recipes_cook_time_check', sql`${t.cookTime} is null or ${t.cookTime} between 0 and 10080`),
    check('recipes_version_check', sql`${t.version} >= 1`),
    check('recipes_servings_check', sql`${t.servings} between 1 and 100`),
    check('recipes_counters_check', sql`${t.viewCount} >= 0 and ${t.likeCount} >= 0`),
  ],
);

/** The fields the editor writes, as a version keeps them (recipe_versions.snapshot). */
export interface TRecipeSnapshot {
  title: string;
  description: string | null;
  category: TRecipeCategory | null;
  difficulty: TDifficulty;
  servings: number;
  prepTime: number | null;
  cookTime: number | null;
  duration: number | null;
  tags: string[];
  ingredients: TIngredient[];
  instructions: TInstruction[];
}

/**
 * Every saved state of a recipe edited through the editor API, the current one included: version 1 is written when
 * a member creates a recipe by hand, or (for a machine-made recipe) at its first edit, from the row as it was.
 */
export const recipeVersions = pgTable(
  'recipe_versions',
  {
    recipeId: integer()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    snapshot: jsonb().$type<TRecipeSnapshot>().notNull(),
    editorId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.version] })],
);

/**
 * A recipe being written or reviewed in the editor before it is saved: a machine result (video, ingredients,
 * prompt, file, website, share sheet) or a recipe typed by hand, autosaved as it is edited, found again under
 * „Entwürfe“ on any device, gone after 30 days (expiresAt). Never in search or on profiles: it is not a recipe yet.
 */
export const recipeDrafts = pgTable(
  'recipe_drafts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    origin: text().$type<TDraftOrigin>().notNull(),
    /** The editor's form as last autosaved, and what the machine found about its source (video link, page, creator). */
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The picture the machine found (video thumbnail, page photo, illustration) or the member uploaded; the recipe keeps it. */
    imageUrl: text(),
    thumbnailUrl: text(),
    createdAt,
    updatedAt,
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('recipe_drafts_user_idx').on(t.userId, t.updatedAt.desc().nullsFirst()),
    index('recipe_drafts_expires_idx').on(t.expiresAt),
    check('recipe_drafts_origin_check', sql`${t.origin} in (${sqlList(DRAFT_ORIGINS)})`),
  ],
);

/** One row per viewer and recipe; a view counts again only after the dedupe window. */
export const recipeViews = pgTable(
  'recipe_views',
  {
    recipeId: integer()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    viewerKey: text().notNull(),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.viewerKey] })],
);

/**
 * Views that counted (outside the dedupe window), per recipe and Europe/Berlin day: recipe_views keeps only each
 * viewer's last visit for a day, the analytics need the days. Written in the detail statement that counts the view.
 */
export const recipeViewDays = pgTable(
  'recipe_view_days',
  {
    day: date({ mode: 'string' }).notNull(),
    recipeId: integer()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.recipeId] }), index('recipe_view_days_recipe_id_idx').on(t.recipeId)],
);

/**
 * Views counted since the last fold, one row per recipe. Counting into recipes.view_count on every view rewrote the
 * whole recipe row with all its indexes (three of them GIN, whose pending lists every search then had to read);
 * this narrow row is updated in place instead, and the view-count job adds it to view_count once a minute
 * (docs/performance.md). A recipe's views are view_count plus its pending views.
 */
export const recipeViewPending = pgTable('recipe_view_pending', {
  // No foreign key on purpose: deleting a recipe would then lock its pending row while the fold holds that row and
  // waits for the recipe (a deadlock); and every view would lock the recipe row. The fold drops rows whose recipe
  // is gone, and every reader joins recipes.
  recipeId: integer().primaryKey(),
  views: integer().notNull(),
});

/**
 * Every folded word that occurs in a recipe's search text: the vocabulary for typo and compound search, with its
 * stemmed lexeme (as in the search vector; null for stop words), so a search never stems vocabulary words itself.
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey(), lexeme: text() }, (t) => [
  index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

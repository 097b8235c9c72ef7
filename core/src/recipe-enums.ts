/**
 * The closed word lists of recipes, drafts and archive imports: the database's CHECK constraints
 * (`@kochclip/db/schema` re-exports them) and the answers' enums, which the web app also parses.
 */

/** What kind of dish (spec part 1 §9: the create page's and the filter's categories). */
export const RECIPE_KINDS = [
  'Frühstück',
  'Hauptgericht',
  'Dessert',
  'Snacks',
  'Getränke',
  'Italienisch',
  'Asiatisch',
  'Mediterran',
] as const;

/** Diets, stored as a category too; the filter panel offers them as shortcuts (spec part 1 §9). */
export const RECIPE_DIETS = ['Vegetarisch', 'Vegan', 'Glutenfrei', 'Low Carb'] as const;

export const RECIPE_CATEGORIES = [...RECIPE_KINDS, ...RECIPE_DIETS] as const;
export type TRecipeCategory = (typeof RECIPE_CATEGORIES)[number];

export const DIFFICULTIES = ['einfach', 'mittel', 'schwer'] as const;
export type TDifficulty = (typeof DIFFICULTIES)[number];

export const VIDEO_PLATFORMS = ['tiktok', 'instagram', 'youtube'] as const;
export type TVideoPlatform = (typeof VIDEO_PLATFORMS)[number];

/** „Öffentlich“ (the default of every creation path of the spec) or „Nur für mich“: seen by nobody but its author. */
export const RECIPE_VISIBILITIES = ['public', 'private'] as const;
export type TRecipeVisibility = (typeof RECIPE_VISIBILITIES)[number];

/** How a draft was made: by hand, or one of the machine paths whose result opens in the editor before it is saved. */
export const DRAFT_ORIGINS = ['manual', 'video', 'ingredients', 'prompt', 'file', 'website', 'share'] as const;
export type TDraftOrigin = (typeof DRAFT_ORIGINS)[number];

/**
 * How an imported recipe was found on the page, in the order they are tried: schema.org Recipe as JSON-LD,
 * microdata or RDFa, the page's own headings ('Zutaten', 'Zubereitung'), the caption reader on the visible text, the LLM.
 */
export const EXTRACTION_METHODS = ['jsonld', 'microdata', 'rdfa', 'structure', 'text', 'llm'] as const;
export type TExtractionMethod = (typeof EXTRACTION_METHODS)[number];

/** The apps whose exports „Rezepte umziehen“ reads, told apart by the file's content. */
export const ARCHIVE_FORMATS = ['mealie', 'tandoor', 'paprika', 'nextcloud', 'recipesage', 'schema-org'] as const;
export type TArchiveFormat = (typeof ARCHIVE_FORMATS)[number];

/** queued until a worker takes it, running while recipes are written, then done or failed (the whole archive). */
export const ARCHIVE_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TArchiveImportStatus = (typeof ARCHIVE_IMPORT_STATUSES)[number];

/** What became of one recipe of the archive. */
export const ARCHIVE_ENTRY_OUTCOMES = ['imported', 'duplicate', 'failed'] as const;
export type TArchiveEntryOutcome = (typeof ARCHIVE_ENTRY_OUTCOMES)[number];

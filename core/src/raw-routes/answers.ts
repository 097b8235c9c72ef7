import { z } from 'zod';
import {
  ARCHIVE_ENTRY_OUTCOMES,
  ARCHIVE_FORMATS,
  ARCHIVE_IMPORT_STATUSES,
  DIFFICULTIES,
  DRAFT_ORIGINS,
  EXTRACTION_METHODS,
  RECIPE_CATEGORIES,
  RECIPE_VISIBILITIES,
  VIDEO_PLATFORMS,
} from '../recipe-enums';

/**
 * The answers of the raw routes (uploads), which the server writes with them and the web app parses with them:
 * browser-safe, so they live here and the routers' schema files re-export them.
 */

/**
 * A point in time in an answer: a Date in the services, ISO 8601 text (UTC) on the wire, for REST and tRPC alike.
 * The web client gets the same JSON as every other client and reads these fields as strings (`new Date(text)`).
 */
export const ZTimestamp = z.codec(z.date(), z.iso.datetime(), {
  decode: (date) => date.toISOString(),
  encode: (text) => new Date(text),
});

/** What others may see of a member next to a comment, rating, photo or challenge entry (never the e-mail). */
export const ZCommunityUser = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  verified: z.boolean(),
});

export const ZCreator = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  verified: z.boolean(),
  /** Premium right now: the badge the premium plan promises, shown beside the creator. */
  isPremium: z.boolean(),
});

export const ZRecipeCard = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  category: z.enum(RECIPE_CATEGORIES).nullable(),
  difficulty: z.enum(DIFFICULTIES),
  duration: z.number().int().nullable(),
  servings: z.number().int(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  tags: z.array(z.string()),
  createdAt: ZTimestamp,
  createdBy: ZCreator.nullable(),
  /** The creator deleted their account and left the recipe to the community: shown as 'Gelöschtes Mitglied'. */
  creatorDeleted: z.boolean(),
  /**
   * An admin deactivated the creator: `createdBy` is null (their profile answers 404) and the recipe shows
   * 'Gesperrtes Mitglied' without a link.
   */
  creatorSuspended: z.boolean(),
  /** „Öffentlich“ or „Nur für mich“: only the author (and admins) ever get a 'private' one. */
  visibility: z.enum(RECIPE_VISIBILITIES),
});

export const ZIngredient = z.object({
  name: z.string().trim().min(1).max(200),
  amount: z.string().trim().max(50),
  unit: z.string().trim().max(30),
});

export const ZInstruction = z.object({
  step: z.string().trim().min(1).max(2000),
  duration: z.number().int().min(0).max(10080).optional(),
  temperature: z.string().trim().max(50).optional(),
});

/** Groups in the detail output: the flat lists split where the group title changes (recipes/editor/recipe-groups.ts). */
export const ZIngredientLine = ZIngredient.extend({ note: z.string().nullable(), optional: z.boolean() });
export const ZIngredientGroup = z.object({ title: z.string().nullable(), ingredients: z.array(ZIngredientLine) });
export const ZInstructionGroup = z.object({ title: z.string().nullable(), steps: z.array(ZInstruction) });

/** The original a variant was made from („Variante von <Rezept> von <Koch>“). */
export const ZVariantOf = z.object({
  /** The original's id while it exists and is public (the link); null once it was deleted or made private. */
  id: z.number().int().nullable(),
  /** Its title now, or the title it had when the variant was made (deleted or private original). */
  title: z.string(),
  /** The original's cook while the original is linked and their account active. */
  createdBy: z.object({ username: z.string(), firstName: z.string().nullable() }).nullable(),
  /** The original was deleted: „(Original gelöscht)“. */
  originalDeleted: z.boolean(),
});

export const ZRecipeDetail = ZRecipeCard.extend({
  /** The flat lists as before (every ingredient and step, group titles left out). */
  ingredients: z.array(ZIngredient),
  instructions: z.array(ZInstruction),
  /** The same ingredients and steps in their groups, with each ingredient's note and optional flag. */
  ingredientGroups: z.array(ZIngredientGroup),
  instructionGroups: z.array(ZInstructionGroup),
  prepTime: z.number().int().nullable(),
  cookTime: z.number().int().nullable(),
  /** The version an editor sends back when saving (PUT /api/recipes/{id}). */
  version: z.number().int(),
  originalVideoUrl: z.string().nullable(),
  originalCreator: z.string().nullable(),
  originalPlatform: z.enum(VIDEO_PLATFORMS).nullable(),
  /** The web page an imported recipe comes from ('Quelle: <Seite>'), with the site's name and the author it names. */
  sourceUrl: z.string().nullable(),
  sourceSite: z.string().nullable(),
  sourceAuthor: z.string().nullable(),
  createdById: z.number().int().nullable(),
  isPreview: z.boolean(),
  totalIngredients: z.number().int(),
  totalInstructions: z.number().int(),
  isLiked: z.boolean(),
  averageRating: z.number().nullable(),
  totalRatings: z.number().int(),
  /**
   * „Variante von <Rezept> von <Koch>“: the original this recipe was saved from as a variant; null for an original
   * (and for a recipe not saved yet, which is why both variant fields default).
   */
  variantOf: ZVariantOf.nullable().default(null),
  /** How many public variants members saved of this recipe („3 Varianten“). */
  variantCount: z.number().int().default(0),
});

export const ZDraftOrigin = z.enum(DRAFT_ORIGINS);

/** The answer of a creation call made with `draft: true`. */
export const ZCreatedDraft = z.object({
  draft: z.literal(true),
  draftId: z.number().int(),
  title: z.string(),
  origin: ZDraftOrigin,
});

/**
 * The recipe in detail shape. `id` is null when the member asked not to save it; `existing` says the page was
 * imported before and this is that recipe (no fetch, no AI); `extraction` names the step that found it (null for
 * an existing recipe).
 */
export const ZImportedRecipe = ZRecipeDetail.extend({
  id: z.number().int().nullable(),
  saved: z.boolean(),
  existing: z.boolean(),
  extraction: z.enum(EXTRACTION_METHODS).nullable(),
});
/** With `draft: true` the draft to review; a page imported before is still answered as its recipe (`existing`). */
export const ZImportResult = z.union([ZImportedRecipe, ZCreatedDraft]);

/** What the member chose for the moved-in recipes; the form offers both, „Öffentlich“ first as everywhere. */
export const ZArchiveVisibility = z.enum(['public', 'private'], { error: 'visibility muss „public“ oder „private“ sein.' });

export const ZArchiveEntry = z.object({
  position: z.number().int(),
  title: z.string(),
  outcome: z.enum(ARCHIVE_ENTRY_OUTCOMES),
  /** German: why the recipe was skipped or failed. */
  reason: z.string().nullable(),
  recipeId: z.number().int().nullable(),
});

export const ZArchiveImport = z.object({
  id: z.number().int(),
  format: z.enum(ARCHIVE_FORMATS),
  status: z.enum(ARCHIVE_IMPORT_STATUSES),
  visibility: ZArchiveVisibility,
  total: z.number().int(),
  processed: z.number().int(),
  imported: z.number().int(),
  duplicates: z.number().int(),
  failed: z.number().int(),
  /** The title of the recipe read last (the progress bar's „gerade“). */
  currentTitle: z.string().nullable(),
  /** German: why the whole archive failed. */
  error: z.string().nullable(),
  createdAt: ZTimestamp,
  finishedAt: ZTimestamp.nullable(),
  /** While running the recipes that were skipped or failed; once finished every recipe, in archive order. */
  entries: z.array(ZArchiveEntry),
});

export const ZUserImage = z.object({
  id: z.number().int(),
  recipeId: z.number().int(),
  userId: z.number().int(),
  imageUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: ZTimestamp,
  user: ZCommunityUser,
});

export const ZChallengeSubmission = z.object({
  id: z.number().int(),
  challengeId: z.number().int(),
  imageUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: ZTimestamp,
  recipe: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  user: ZCommunityUser,
});

export const ZProfileImageUrl = z.object({ profileImageUrl: z.string() });
export const ZRecipePicture = z.object({ imageUrl: z.string(), thumbnailUrl: z.string() });
export const ZHeaderImageUrl = z.object({ headerImageUrl: z.string() });

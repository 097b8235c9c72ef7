import type { z } from 'zod';
import type { TDb } from '@kochclip/db';
import type { TSessionUser } from '../shared/session-user.schemas';
import type { TAppConfig } from '../context';
import { AppError, notFound } from '../errors';
import { getRecipe, type TViewer } from '../shared/recipe-detail';
import type { TRecipeDetail } from '../shared/recipe.schemas';
import { ingredientGroupsOf, instructionGroupsOf } from '../shared/recipe-groups';
import { createAiGate, enforceCreationRate, type TQuotaGate } from './ai-quota';
import { bestRecipeForIngredients, bestRecipeForPrompt } from './community-match';
import type { TGeneratedRecipe, TGenerateRecipeInput, ZProcessVideoInput } from './create.schemas';
import type { TDraftResult, TFileKind, TIdeaRequest, TMemberPrefs, TRecipeCreator, TVideoRef } from '../ports/creator';
import { newRecipePush } from '../shared/push/new-recipe-push';
import type { TJobQueue } from '../ports/job-queue';
import { settleAfterOwnRecipe } from '../shared/referral-reward';
import { findRecipeByVideo, saveRecipe, type TSaveRecipeParams } from '../shared/save-recipe';
import type { TCreatedDraft } from '../shared/draft.schemas';
import { assertDraftRoom } from './drafts/drafts.service';
import { saveMachineDraft } from './drafts/machine-draft';

export const INVALID_VIDEO_URL =
  'Ungültiger Video-Link. Unterstützt werden TikTok-Videos, Instagram-Reels und -Beiträge sowie YouTube-Videos und -Shorts.';
export const NO_INGREDIENT_MATCH = 'Kein passendes Rezept für deine Zutaten gefunden.';
export const NO_PROMPT_MATCH = 'Das Rezept konnte nicht aus dem Prompt erstellt werden.';

export interface TCreateDeps {
  db: TDb;
  config: TAppConfig;
  creator: TRecipeCreator;
  member: TSessionUser;
  jobs?: TJobQueue;
}

export const prefsOf = (member: TSessionUser): TMemberPrefs => ({
  kitchenDevices: member.kitchenDevices,
  allergies: member.allergies,
});
export const viewerOf = (member: TSessionUser): TViewer => ({ userId: member.id, viewerKey: `u:${member.id}` });

/** Runs one creation; a generation reserved by the LLM call is given back if anything after it fails. */
export async function withQuotaGate<T>(deps: TCreateDeps, work: (gate: TQuotaGate) => Promise<T>): Promise<T> {
  const gate = createAiGate(deps.db, { userId: deps.member.id, isPremium: deps.member.isPremium, config: deps.config });
  try {
    return await work(gate);
  } catch (error) {
    await gate.release();
    throw error;
  }
}

/** Stores the picture and saves the recipe; a picture that no saved recipe uses is removed again. */
export async function persist(
  deps: TCreateDeps,
  draft: TDraftResult,
  source: TSaveRecipeParams['source'],
  video?: TVideoRef,
  page?: TSaveRecipeParams['page'],
) {
  const { illustration, ...picture } = await deps.creator.storePicture(draft.picture, draft.recipe);
  const { jobs } = deps;
  let saved: Awaited<ReturnType<typeof saveRecipe>>;
  try {
    saved = await saveRecipe(
      deps.db,
      {
        recipe: draft.recipe,
        source,
        createdById: deps.member.id,
        ...picture,
        video: video ? { ...video, creator: draft.originalCreator } : undefined,
        page,
      },
      async (tx, recipeId) => {
        // A first own recipe may earn the member's referrer the pending week.
        await settleAfterOwnRecipe(tx, { memberId: deps.member.id, weeksPerMonth: deps.config.referralWeeksPerMonth, jobs });
        if (!jobs) return;
        // Only the illustration is worth replacing: a video thumbnail or an uploaded photo shows the real dish.
        if (illustration) await jobs.enqueueRecipeImage(recipeId, tx);
        await jobs.enqueuePush(newRecipePush(deps.member, { id: recipeId, title: draft.recipe.title }), tx);
      },
    );
  } catch (error) {
    await deps.creator.discardPicture(picture);
    throw error;
  }
  // A concurrent request saved the same video or page first and its recipe has its own picture.
  if (!saved.created) await deps.creator.discardPicture(picture);
  return saved;
}

/**
 * Before the work of a creation call with `draft: true`: its rate, and room for one more draft (a full member
 * would otherwise spend an AI generation on a draft that cannot be stored).
 */
export async function beforeCreation(deps: TCreateDeps, draft: boolean): Promise<void> {
  await enforceCreationRate(deps.db, deps.member.id, deps.config);
  if (draft) await assertDraftRoom(deps.db, deps.member.id);
}

/**
 * A video link becomes a recipe once; the same video (in any link form) returns that recipe at no AI cost. With
 * `draft`, a video not made into a recipe yet becomes the member's draft instead.
 */
export async function processVideo(
  deps: TCreateDeps,
  input: z.output<typeof ZProcessVideoInput>,
): Promise<{ id: number; title: string } | TCreatedDraft> {
  const video = deps.creator.parseVideoUrl(input.videoUrl);
  if (!video) throw new AppError('BAD_REQUEST', INVALID_VIDEO_URL);
  const existing = await findRecipeByVideo(deps.db, video.canonical, deps.member.id);
  if (existing) return existing;
  await beforeCreation(deps, input.draft);
  return withQuotaGate(deps, async (gate) => {
    const draft = await deps.creator.fromVideo({
      video,
      title: input.videoTitle,
      description: input.videoDescription,
      member: prefsOf(deps.member),
      ai: gate,
    });
    if (input.draft) {
      return saveMachineDraft(deps, draft, {
        origin: input.shared ? 'share' : 'video',
        source: { recipeSource: 'video', video: { ...video, creator: draft.originalCreator }, page: null },
      });
    }
    const saved = await persist(deps, draft, 'video', video);
    // A concurrent request saved this video first: the member gets that recipe and this generation is not counted.
    if (!saved.created) await gate.release();
    return { id: saved.id, title: saved.title };
  });
}

/** A draft in detail shape that was not saved (saveToDatabase: false): no id, no picture stored. */
export function unsavedRecipe(
  member: TSessionUser,
  draft: TDraftResult,
  source: { url: string | null; siteName: string | null; author: string | null } | null = null,
): TGeneratedRecipe {
  const { recipe } = draft;
  return {
    ...recipe,
    id: null,
    saved: false,
    origin: 'generated',
    creatorDeleted: false,
    creatorSuspended: false,
    visibility: 'public',
    imageUrl: null,
    thumbnailUrl: null,
    viewCount: 0,
    likeCount: 0,
    createdAt: new Date(),
    createdBy: {
      id: member.id,
      username: member.username,
      firstName: member.firstName,
      profileImageUrl: member.profileImageUrl,
      verified: member.verified,
      isPremium: member.isPremium,
    },
    originalVideoUrl: null,
    originalCreator: null,
    originalPlatform: null,
    sourceUrl: source?.url ?? null,
    sourceSite: source?.siteName ?? null,
    sourceAuthor: source?.author ?? null,
    createdById: member.id,
    isPreview: false,
    ingredientGroups: ingredientGroupsOf(recipe.ingredients),
    instructionGroups: instructionGroupsOf(recipe.instructions),
    prepTime: null,
    cookTime: null,
    version: 1,
    totalIngredients: recipe.ingredients.length,
    totalInstructions: recipe.instructions.length,
    isLiked: false,
    averageRating: null,
    totalRatings: 0,
  };
}

/** The schema's refinement guarantees the field that belongs to the type. */
function ideaRequestOf(input: TGenerateRecipeInput): TIdeaRequest {
  if (input.type === 'ingredients' && input.ingredients) return { type: 'ingredients', ingredients: input.ingredients };
  if (input.type === 'prompt' && input.prompt) return { type: 'prompt', prompt: input.prompt };
  throw new AppError('BAD_REQUEST', 'Ungültige Anfrage.');
}

/**
 * With an LLM, ingredients and wishes become a new recipe (counted against the quota). Without one, the
 * built-in engine answers with the best existing community recipe, or a German 404 when none fits.
 */
export async function generateRecipe(deps: TCreateDeps, input: TGenerateRecipeInput): Promise<TGeneratedRecipe | TCreatedDraft> {
  const request = ideaRequestOf(input);
  await beforeCreation(deps, input.draft && deps.creator.hasLlm);
  if (!deps.creator.hasLlm) {
    const id =
      request.type === 'ingredients'
        ? await bestRecipeForIngredients(deps.db, request.ingredients)
        : await bestRecipeForPrompt(deps.db, request.prompt);
    if (id === null) throw notFound(request.type === 'ingredients' ? NO_INGREDIENT_MATCH : NO_PROMPT_MATCH);
    const recipe = await getRecipe(deps.db, { id, viewer: viewerOf(deps.member) });
    return { ...recipe, saved: true, origin: 'community' };
  }
  return withQuotaGate(deps, async (gate) => {
    const draft = await deps.creator.fromIdea({ request, member: prefsOf(deps.member), ai: gate });
    if (input.draft) {
      return saveMachineDraft(deps, draft, { origin: input.type, source: { recipeSource: input.type, video: null, page: null } });
    }
    if (!input.saveToDatabase) return unsavedRecipe(deps.member, draft);
    const saved = await persist(deps, draft, input.type);
    const recipe = await getRecipe(deps.db, { id: saved.id, viewer: viewerOf(deps.member) });
    return { ...recipe, saved: true, origin: 'generated' };
  });
}

/** An uploaded PDF or photo (type already decided by its bytes) becomes a saved recipe, or with `draft` a draft. */
export async function createFromFile(
  deps: TCreateDeps,
  file: { data: Uint8Array; kind: TFileKind },
  options: { draft: boolean } = { draft: false },
): Promise<TRecipeDetail | TCreatedDraft> {
  await beforeCreation(deps, options.draft);
  return withQuotaGate(deps, async (gate) => {
    const draft = await deps.creator.fromFile({ ...file, member: prefsOf(deps.member), ai: gate });
    if (options.draft) {
      return saveMachineDraft(deps, draft, { origin: 'file', source: { recipeSource: 'file', video: null, page: null } });
    }
    const saved = await persist(deps, draft, 'file');
    return getRecipe(deps.db, { id: saved.id, viewer: viewerOf(deps.member) });
  });
}

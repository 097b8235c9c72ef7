import type { TDraftOrigin } from '@kochclip/db/schema';
import type { TDb } from '@kochclip/db';
import type { TDraftResult, TRecipeCreator } from '../../ports/creator';
import { missingStepsNotice } from './missing-steps';
import { ingredientGroupsOf, instructionGroupsOf } from '../../shared/recipe-groups';
import { ZDraftContent, type TDraftContent, type TDraftSource } from './drafts.schemas';
import { type TCreatedDraft } from '../../shared/draft.schemas';
import { insertDraft } from './drafts.service';

/**
 * The machine's recipe as the editor's form. A stand-in step („Die Zubereitung steht auf der Originalseite.“) is
 * not carried over: the draft has no steps and the notice says so.
 */
export function machineContent(result: TDraftResult): { content: TDraftContent; notice: string | null } {
  const { recipe } = result;
  const notice = missingStepsNotice(recipe.instructions);
  const content = ZDraftContent.parse({
    title: recipe.title,
    description: recipe.description,
    category: recipe.category,
    difficulty: recipe.difficulty,
    servings: recipe.servings,
    duration: recipe.duration,
    tags: recipe.tags,
    ingredientGroups: ingredientGroupsOf(recipe.ingredients),
    instructionGroups: notice ? [] : instructionGroupsOf(recipe.instructions),
    visibility: 'public',
  });
  return { content, notice };
}

/**
 * A creation call with `draft: true`: the picture is stored (the draft editor shows it and the saved recipe keeps
 * it) and the result becomes the member's draft instead of a recipe. A picture no draft came to use is removed again.
 */
export async function saveMachineDraft(
  deps: { db: TDb; creator: TRecipeCreator; member: { id: number } },
  result: TDraftResult,
  params: { origin: TDraftOrigin; source: Omit<TDraftSource, 'illustration'> },
): Promise<TCreatedDraft> {
  const { content, notice } = machineContent(result);
  const { illustration, ...picture } = await deps.creator.storePicture(result.picture, result.recipe);
  try {
    const draft = await insertDraft(deps.db, {
      userId: deps.member.id,
      origin: params.origin,
      data: { content, notice, source: { ...params.source, illustration } },
      picture,
    });
    return { draft: true, draftId: draft.id, title: draft.title, origin: draft.origin };
  } catch (error) {
    await deps.creator.discardPicture(picture);
    throw error;
  }
}

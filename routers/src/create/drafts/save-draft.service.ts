import { eq } from 'drizzle-orm';
import type { TDb, TTx } from '@kochclip/db';
import { recipeDrafts, recipes, recipeVersions, type TRecipeSnapshot } from '@kochclip/db/schema';
import type { TSessionUser } from '../../shared/session-user.schemas';
import type { TAppConfig } from '../../context';
import type { TJobQueue } from '../../ports/job-queue';
import { originColumns } from '../../shared/save-recipe';
import { AppError, issuesFromZod, messageFromIssues } from '../../errors';
import { settleAfterOwnRecipe } from '../../shared/referral-reward';
import { ZCreateRecipeInput } from '../../shared/recipe-content.schemas';
import { snapshotOf } from '../../shared/recipe-snapshot';
import { newRecipePush } from '../../shared/push/new-recipe-push';
import type { TDraftContent, TDraftData } from './drafts.schemas';
import { draftDataOf, lockDraft } from './drafts.service';

export interface TSaveDraftDeps {
  db: TDb;
  config: TAppConfig;
  member: TSessionUser;
  jobs?: TJobQueue;
}

/**
 * The draft through the editor's checks (the same as POST /api/recipes): lines and steps left completely empty are
 * dropped, as the editor drops them; anything else that is missing or too long is refused in German, with the
 * field paths of the recipe (`ingredientGroups.0.ingredients.1.name`).
 */
export function checkedContent(content: TDraftContent) {
  const parsed = ZCreateRecipeInput.safeParse({
    ...content,
    servings: content.servings ?? undefined,
    ingredientGroups: content.ingredientGroups
      .map((group) => ({
        ...group,
        ingredients: group.ingredients.filter((line) => line.name !== '' || line.amount !== '' || line.unit !== ''),
      }))
      .filter((group) => group.ingredients.length > 0 || group.title !== null),
    instructionGroups: content.instructionGroups
      .map((group) => ({ ...group, steps: group.steps.filter((step) => step.step !== '') }))
      .filter((group) => group.steps.length > 0 || group.title !== null),
  });
  if (parsed.success) return parsed.data;
  const issues = issuesFromZod(parsed.error);
  throw new AppError('BAD_REQUEST', `Nicht gespeichert: ${messageFromIssues(issues)}`, issues);
}

/** Inserts the recipe; a video or page already taken by another recipe leaves this one without the unique link. */
async function insertRecipe(
  tx: TTx,
  params: { snapshot: TRecipeSnapshot; visibility: 'public' | 'private'; data: TDraftData; userId: number; picture: TPicture },
) {
  const { video, page, recipeSource } = params.data.source;
  const insert = (canonicalLinks: boolean) =>
    tx
      .insert(recipes)
      .values({
        ...params.snapshot,
        visibility: params.visibility,
        source: recipeSource,
        createdById: params.userId,
        imageUrl: params.picture.imageUrl,
        thumbnailUrl: params.picture.thumbnailUrl,
        ...originColumns(video, page, canonicalLinks),
        version: 1,
      })
      .onConflictDoNothing()
      .returning({ id: recipes.id, title: recipes.title, version: recipes.version });
  let [row] = await insert(true);
  if (!row) [row] = await insert(false);
  if (!row) throw new Error('recipe insert returned no row');
  return row;
}

interface TPicture {
  imageUrl: string | null;
  thumbnailUrl: string | null;
}

/**
 * „Speichern“: the draft becomes a recipe (version 1 kept, like a recipe written by hand), in one transaction with
 * the draft's delete, so a draft is saved once. `content`, when sent, is the editor's form as it is on screen.
 * Machine drafts keep their source (video, page) and picture, and do what saving a machine recipe does: a
 * referral reward, the generated photo for an illustration and the followers' push (public recipes only).
 */
export async function saveDraft(deps: TSaveDraftDeps, params: { id: number; content?: TDraftContent }) {
  const { db, member, jobs } = deps;
  return db.transaction(async (tx) => {
    const row = await lockDraft(tx, { id: params.id, userId: member.id });
    const data = draftDataOf(row.data);
    const { visibility, ...content } = checkedContent(params.content ?? data.content);
    const snapshot = snapshotOf(content);
    const saved = await insertRecipe(tx, {
      snapshot,
      visibility,
      data,
      userId: member.id,
      picture: { imageUrl: row.imageUrl, thumbnailUrl: row.thumbnailUrl },
    });
    await tx.insert(recipeVersions).values({ recipeId: saved.id, version: 1, snapshot, editorId: member.id });
    await tx.delete(recipeDrafts).where(eq(recipeDrafts.id, row.id));
    if (row.origin !== 'manual') {
      await settleAfterOwnRecipe(tx, { memberId: member.id, weeksPerMonth: deps.config.referralWeeksPerMonth, jobs });
      if (jobs && data.source.illustration && row.imageUrl) await jobs.enqueueRecipeImage(saved.id, tx);
      if (jobs && visibility === 'public') await jobs.enqueuePush(newRecipePush(member, saved), tx);
    }
    return { ...saved, origin: row.origin };
  });
}

import { and, eq, sql } from 'drizzle-orm';
import type { TDb, TTx } from '@kochclip/db';
import { recipes, recipeVersions, type TRecipeSnapshot, type TRecipeVisibility } from '@kochclip/db/schema';
import { recordAudit } from '../../shared/audit';
import { AppError, issuesFromZod, messageFromIssues, notFound } from '../../errors';
import { RECIPE_NOT_FOUND } from '../../shared/recipe-cards';
import { ZRecipeContent, type TRecipeContent } from '../../shared/recipe-content.schemas';
import { snapshotColumns, snapshotContent, snapshotOf } from '../../shared/recipe-snapshot';

/** Who saves: a member, who may edit their own recipes, or an admin, who may edit any (recorded in the audit log). */
export interface TEditor {
  id: number;
  username: string;
  admin: boolean;
}

export const VERSION_NOT_FOUND = 'Version nicht gefunden';

export const staleVersion = (current: number) =>
  new AppError(
    'CONFLICT',
    `Das Rezept wurde inzwischen geändert (aktuell Version ${current}). Bitte lade es neu und übernimm deine Änderungen erneut.`,
  );

/** A member writes a recipe by hand: public unless „Nur für mich“, source 'manual', version 1 kept as the first version. */
export async function createRecipe(db: TDb, params: { userId: number; content: TRecipeContent; visibility?: TRecipeVisibility }) {
  const snapshot = snapshotOf(params.content);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recipes)
      .values({
        ...snapshot,
        visibility: params.visibility ?? 'public',
        source: 'manual',
        createdById: params.userId,
        version: 1,
      })
      .returning({ id: recipes.id, title: recipes.title, version: recipes.version });
    if (!row) throw new Error('recipe insert returned no row');
    await tx.insert(recipeVersions).values({ recipeId: row.id, version: 1, snapshot, editorId: params.userId });
    return row;
  });
}

/**
 * The recipe row locked for a save by `editor`: a missing recipe and another member's recipe both answer the
 * same 404 (nobody learns which recipes exist by trying to edit them).
 */
async function lockForEdit(tx: TTx, recipeId: number, editor: TEditor) {
  const [row] = await tx
    .select({ ...snapshotColumns, version: recipes.version, createdById: recipes.createdById, createdAt: recipes.createdAt })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .for('update');
  if (!row || (row.createdById !== editor.id && !editor.admin)) throw notFound(RECIPE_NOT_FOUND);
  return row;
}

type TLockedRecipe = Awaited<ReturnType<typeof lockForEdit>>;

function storedSnapshot(row: TLockedRecipe): TRecipeSnapshot {
  return {
    title: row.title,
    description: row.description,
    category: row.category,
    difficulty: row.difficulty,
    servings: row.servings,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    duration: row.duration,
    tags: row.tags,
    ingredients: row.ingredients,
    instructions: row.instructions,
  };
}

/**
 * Saves `snapshot` as the next version of the locked recipe, in the caller's transaction. A machine-made recipe
 * has no kept version yet: its state before the first edit becomes version 1 (by its creator, when it was made).
 * The update repeats the version check, so a save can only ever follow the version it was made from.
 */
async function saveVersion(
  tx: TTx,
  row: TLockedRecipe,
  params: {
    recipeId: number;
    loadedVersion: number;
    editor: TEditor;
    snapshot: TRecipeSnapshot;
    restoredFrom?: number;
    visibility?: TRecipeVisibility;
  },
) {
  if (row.version !== params.loadedVersion) throw staleVersion(row.version);
  await tx
    .insert(recipeVersions)
    .values({
      recipeId: params.recipeId,
      version: row.version,
      snapshot: storedSnapshot(row),
      editorId: row.createdById,
      createdAt: row.createdAt,
    })
    .onConflictDoNothing();
  const [saved] = await tx
    .update(recipes)
    .set({
      ...params.snapshot,
      ...(params.visibility === undefined ? {} : { visibility: params.visibility }),
      version: sql`${recipes.version} + 1`,
    })
    .where(and(eq(recipes.id, params.recipeId), eq(recipes.version, params.loadedVersion)))
    .returning({ id: recipes.id, title: recipes.title, version: recipes.version });
  if (!saved) throw staleVersion(row.version);
  await tx.insert(recipeVersions).values({
    recipeId: params.recipeId,
    version: saved.version,
    snapshot: params.snapshot,
    editorId: params.editor.id,
  });
  if (row.createdById !== params.editor.id) {
    await recordAudit(tx, params.editor, {
      action: params.restoredFrom === undefined ? 'recipe.edit' : 'recipe.restore',
      targetType: 'recipe',
      targetId: params.recipeId,
      details: {
        title: saved.title,
        version: saved.version,
        createdById: row.createdById,
        ...(params.restoredFrom === undefined ? {} : { restoredFrom: params.restoredFrom }),
      },
    });
  }
  return saved;
}

/** Saves the whole recipe as the editor sent it; `version` is the version the editor loaded (409 when stale). */
export async function updateRecipe(
  db: TDb,
  params: {
    recipeId: number;
    loadedVersion: number;
    editor: TEditor;
    content: TRecipeContent;
    visibility?: TRecipeVisibility;
  },
) {
  const snapshot = snapshotOf(params.content);
  return db.transaction(async (tx) => {
    const row = await lockForEdit(tx, params.recipeId, params.editor);
    return saveVersion(tx, row, { ...params, snapshot });
  });
}

/**
 * Saves an old version again, as a new version. It passes the editor's checks first: a machine-made first version
 * may break them (a recipe without steps), and a restore must not write what an edit could not.
 */
export async function restoreVersion(
  db: TDb,
  params: { recipeId: number; number: number; loadedVersion: number; editor: TEditor },
) {
  return db.transaction(async (tx) => {
    const row = await lockForEdit(tx, params.recipeId, params.editor);
    const kept = await keptSnapshot(tx, params.recipeId, params.number, row);
    if (!kept) throw notFound(VERSION_NOT_FOUND);
    const parsed = ZRecipeContent.safeParse(snapshotContent(kept));
    if (!parsed.success) {
      const issues = issuesFromZod(parsed.error);
      throw new AppError('BAD_REQUEST', `Diese Version lässt sich nicht wiederherstellen: ${messageFromIssues(issues)}`, issues);
    }
    return saveVersion(tx, row, { ...params, snapshot: snapshotOf(parsed.data), restoredFrom: params.number });
  });
}

/** The snapshot of version `number`: a kept one, or the recipe as it is when it has no kept versions yet. */
async function keptSnapshot(tx: TTx, recipeId: number, number: number, row: TLockedRecipe): Promise<TRecipeSnapshot | null> {
  const [kept] = await tx
    .select({ snapshot: recipeVersions.snapshot })
    .from(recipeVersions)
    .where(and(eq(recipeVersions.recipeId, recipeId), eq(recipeVersions.version, number)));
  if (kept) return kept.snapshot;
  return number === row.version ? storedSnapshot(row) : null;
}

import { asc, eq } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { recipes, recipeVersions, users, type TRecipeSnapshot } from '@kochclip/db/schema';
import { notFound } from '../../errors';
import { RECIPE_NOT_FOUND } from '../../shared/recipe-cards';
import { snapshotColumns, snapshotContent } from '../../shared/recipe-snapshot';
import { VERSION_NOT_FOUND, type TEditor } from './recipe-editor.service';
import { versionChanges } from './version-changes';

interface TKeptVersion {
  version: number;
  createdAt: Date;
  editor: { id: number; username: string } | null;
  snapshot: TRecipeSnapshot;
}

/** The recipe with its versions, for its author or an admin; anyone else gets the 404 of a missing recipe. */
async function versionsOf(db: TDb, recipeId: number, viewer: TEditor) {
  const [recipe] = await db
    .select({
      ...snapshotColumns,
      version: recipes.version,
      createdById: recipes.createdById,
      createdAt: recipes.createdAt,
      creatorUsername: users.username,
    })
    .from(recipes)
    .leftJoin(users, eq(users.id, recipes.createdById))
    .where(eq(recipes.id, recipeId));
  if (!recipe || (recipe.createdById !== viewer.id && !viewer.admin)) throw notFound(RECIPE_NOT_FOUND);
  const rows = await db
    .select({
      version: recipeVersions.version,
      createdAt: recipeVersions.createdAt,
      editorId: users.id,
      editorUsername: users.username,
      snapshot: recipeVersions.snapshot,
    })
    .from(recipeVersions)
    .leftJoin(users, eq(users.id, recipeVersions.editorId))
    .where(eq(recipeVersions.recipeId, recipeId))
    .orderBy(asc(recipeVersions.version));
  const kept: TKeptVersion[] = rows.map((row) => ({
    version: row.version,
    createdAt: row.createdAt,
    editor: row.editorId !== null && row.editorUsername !== null ? { id: row.editorId, username: row.editorUsername } : null,
    snapshot: row.snapshot,
  }));
  // A machine-made recipe nobody has edited keeps no versions: its one version is the recipe as it is.
  if (!kept.some((entry) => entry.version === recipe.version)) {
    const { version, createdAt, createdById, creatorUsername, ...snapshot } = recipe;
    kept.push({
      version,
      createdAt,
      editor: createdById !== null && creatorUsername !== null ? { id: createdById, username: creatorUsername } : null,
      snapshot,
    });
  }
  return { currentVersion: recipe.version, kept };
}

/** Newest first, each with what changed from the version before it. */
export async function listVersions(db: TDb, params: { recipeId: number; viewer: TEditor }) {
  const { currentVersion, kept } = await versionsOf(db, params.recipeId, params.viewer);
  const versions = kept.map((entry, index) => ({
    version: entry.version,
    current: entry.version === currentVersion,
    createdAt: entry.createdAt,
    editor: entry.editor,
    changes: versionChanges(kept[index - 1]?.snapshot ?? null, entry.snapshot),
  }));
  return { currentVersion, versions: versions.reverse() };
}

export async function getVersion(db: TDb, params: { recipeId: number; number: number; viewer: TEditor }) {
  const { currentVersion, kept } = await versionsOf(db, params.recipeId, params.viewer);
  const entry = kept.find((candidate) => candidate.version === params.number);
  if (!entry) throw notFound(VERSION_NOT_FOUND);
  return {
    version: entry.version,
    current: entry.version === currentVersion,
    createdAt: entry.createdAt,
    editor: entry.editor,
    recipe: snapshotContent(entry.snapshot),
  };
}

import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx, TTx } from '@kochclip/db';
import { recipeDrafts, users, type TDraftOrigin } from '@kochclip/db/schema';
import { AppError, notFound } from '../../errors';
import { mediaUrlsOf, removeUnreferencedMedia, type TMediaFiles } from '../../ports/media-files';
import { ZDraftData, type TDraft, type TDraftContent, type TDraftData } from './drafts.schemas';
import { DRAFT_LIFETIME_DAYS, DRAFT_NOT_FOUND, DRAFTS_FULL, MAX_DRAFTS } from '../../shared/draft.schemas';

const DAY_MS = 24 * 60 * 60 * 1000;
export const draftExpiry = (from = new Date()) => new Date(from.getTime() + DRAFT_LIFETIME_DAYS * DAY_MS);

const live = () => gt(recipeDrafts.expiresAt, sql`now()`);
const ownDraft = (id: number, userId: number) => and(eq(recipeDrafts.id, id), eq(recipeDrafts.userId, userId), live());

/** The stored data, read defensively: a draft written by an older form still opens (missing fields get defaults). */
export function draftDataOf(raw: unknown): TDraftData {
  const parsed = ZDraftData.safeParse(raw);
  if (parsed.success) return parsed.data;
  return ZDraftData.parse({ content: {}, source: { recipeSource: 'manual' } });
}

/** Refused before any work for a member whose drafts are full (a machine call would spend an AI generation for nothing). */
export async function assertDraftRoom(db: TDbOrTx, userId: number): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(recipeDrafts)
    .where(and(eq(recipeDrafts.userId, userId), live()));
  if ((row?.n ?? 0) >= MAX_DRAFTS) throw new AppError('CONFLICT', DRAFTS_FULL);
}

/**
 * Stores a new draft. The member's row is locked for the count, so two requests at once cannot pass the cap
 * together.
 */
export async function insertDraft(
  db: TDb,
  params: {
    userId: number;
    origin: TDraftOrigin;
    data: TDraftData;
    picture?: { imageUrl: string | null; thumbnailUrl: string | null };
  },
): Promise<{ id: number; title: string; origin: TDraftOrigin }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, params.userId)).for('update');
    await assertDraftRoom(tx, params.userId);
    const [row] = await tx
      .insert(recipeDrafts)
      .values({
        userId: params.userId,
        origin: params.origin,
        data: params.data,
        imageUrl: params.picture?.imageUrl ?? null,
        thumbnailUrl: params.picture?.thumbnailUrl ?? null,
        expiresAt: draftExpiry(),
      })
      .returning({ id: recipeDrafts.id, origin: recipeDrafts.origin });
    if (!row) throw new Error('draft insert returned no row');
    return { id: row.id, title: params.data.content.title, origin: row.origin };
  });
}

const lineCount = (content: TDraftContent) => ({
  ingredientCount: content.ingredientGroups.reduce((sum, group) => sum + group.ingredients.length, 0),
  stepCount: content.instructionGroups.reduce((sum, group) => sum + group.steps.length, 0),
});

/** The member's drafts, last changed first (never anyone else's, never expired ones). */
export async function listDrafts(db: TDb, userId: number) {
  const rows = await db
    .select()
    .from(recipeDrafts)
    .where(and(eq(recipeDrafts.userId, userId), live()))
    .orderBy(desc(recipeDrafts.updatedAt), desc(recipeDrafts.id));
  return {
    max: MAX_DRAFTS,
    drafts: rows.map((row) => {
      const { content } = draftDataOf(row.data);
      return {
        id: row.id,
        origin: row.origin,
        title: content.title,
        ...lineCount(content),
        thumbnailUrl: row.thumbnailUrl,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        expiresAt: row.expiresAt,
      };
    }),
  };
}

/** The draft's content in the shape the editor loads (the recipe editor's groups, empty text allowed). */
function contentOut(content: TDraftContent) {
  return {
    ...content,
    servings: content.servings ?? 4,
    ingredientGroups: content.ingredientGroups.map((group) => ({
      title: group.title,
      ingredients: group.ingredients.map((line) => ({ ...line })),
    })),
    instructionGroups: content.instructionGroups.map((group) => ({
      title: group.title,
      steps: group.steps.map((step) => ({
        step: step.step,
        ...(step.duration === null || step.duration === undefined ? {} : { duration: step.duration }),
        ...(step.temperature ? { temperature: step.temperature } : {}),
      })),
    })),
  };
}

type TDraftRow = typeof recipeDrafts.$inferSelect;

function draftOut(row: TDraftRow): TDraft {
  const data = draftDataOf(row.data);
  return {
    id: row.id,
    origin: row.origin,
    content: contentOut(data.content),
    notice: data.notice,
    imageUrl: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl,
    sourceUrl: data.source.page?.url ?? null,
    sourceSite: data.source.page?.site ?? null,
    originalVideoUrl: data.source.video?.url ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    expiresAt: row.expiresAt,
  };
}

/** A missing, expired or another member's draft all answer the same 404. */
export async function getDraft(db: TDb, params: { id: number; userId: number }): Promise<TDraft> {
  const [row] = await db.select().from(recipeDrafts).where(ownDraft(params.id, params.userId));
  if (!row) throw notFound(DRAFT_NOT_FOUND);
  return draftOut(row);
}

/** The draft row locked for a change by its owner. */
export async function lockDraft(tx: TTx, params: { id: number; userId: number }): Promise<TDraftRow> {
  const [row] = await tx.select().from(recipeDrafts).where(ownDraft(params.id, params.userId)).for('update');
  if (!row) throw notFound(DRAFT_NOT_FOUND);
  return row;
}

/** Autosave: the whole form replaces the stored one and the 30 days start again. */
export async function updateDraft(
  db: TDb,
  media: TMediaFiles | undefined,
  params: { id: number; userId: number; content?: TDraftContent; removeImage: boolean },
): Promise<TDraft> {
  const { row, removed } = await db.transaction(async (tx) => {
    const current = await lockDraft(tx, params);
    const data = draftDataOf(current.data);
    const [updated] = await tx
      .update(recipeDrafts)
      .set({
        data: { ...data, content: params.content ?? data.content },
        expiresAt: draftExpiry(),
        ...(params.removeImage ? { imageUrl: null, thumbnailUrl: null } : {}),
      })
      .where(eq(recipeDrafts.id, current.id))
      .returning();
    if (!updated) throw notFound(DRAFT_NOT_FOUND);
    return { row: updated, removed: params.removeImage ? mediaUrlsOf(current) : [] };
  });
  await removeUnreferencedMedia(db, media, removed);
  return draftOut(row);
}

/** Sets the draft's picture (an upload in the draft editor); answers the replaced one for removal. */
export async function setDraftPicture(
  db: TDb,
  params: { id: number; userId: number; picture: { imageUrl: string; thumbnailUrl: string } },
): Promise<{ previous: { imageUrl: string | null; thumbnailUrl: string | null } }> {
  return db.transaction(async (tx) => {
    const current = await lockDraft(tx, params);
    await tx
      .update(recipeDrafts)
      .set({ ...params.picture, expiresAt: draftExpiry() })
      .where(eq(recipeDrafts.id, current.id));
    return { previous: { imageUrl: current.imageUrl, thumbnailUrl: current.thumbnailUrl } };
  });
}

export async function assertDraftOwned(db: TDb, params: { id: number; userId: number }): Promise<void> {
  const [row] = await db.select({ id: recipeDrafts.id }).from(recipeDrafts).where(ownDraft(params.id, params.userId));
  if (!row) throw notFound(DRAFT_NOT_FOUND);
}

/** „Verwerfen“: the draft goes, and its picture once no row shows it. */
export async function deleteDraft(db: TDb, media: TMediaFiles | undefined, params: { id: number; userId: number }) {
  const [row] = await db
    .delete(recipeDrafts)
    .where(ownDraft(params.id, params.userId))
    .returning({ imageUrl: recipeDrafts.imageUrl, thumbnailUrl: recipeDrafts.thumbnailUrl });
  if (!row) throw notFound(DRAFT_NOT_FOUND);
  await removeUnreferencedMedia(db, media, mediaUrlsOf(row));
  return { id: params.id, deleted: true as const };
}

/**
 * The daily cleanup: drafts untouched for 30 days go. Their pictures are left to the media cleanup, which removes
 * files no row references.
 */
export async function deleteExpiredDrafts(db: TDbOrTx, now = new Date()): Promise<number> {
  const rows = await db.delete(recipeDrafts).where(lte(recipeDrafts.expiresAt, now)).returning({ id: recipeDrafts.id });
  return rows.length;
}

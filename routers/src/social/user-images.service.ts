import { and, desc, eq } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import type { TRecipeViewer } from '@kochclip/db/queries';
import { userImages, users } from '@kochclip/db/schema';
import { requireRecipe } from './community.shared';
import { communityUserColumns } from '../shared/community-user';
import { beforeCursor, decodePageCursor, exactTime, pageOf } from '../shared/page-cursor';
import type { TStoredPicture } from '../shared/stored-picture';
import type { TUserImage } from './user-images.schemas';

const imageColumns = {
  id: userImages.id,
  recipeId: userImages.recipeId,
  userId: userImages.userId,
  imageUrl: userImages.imageUrl,
  thumbnailUrl: userImages.thumbnailUrl,
  description: userImages.description,
  createdAt: userImages.createdAt,
  user: communityUserColumns,
};

const selectImages = (db: TDbOrTx) => db.select(imageColumns).from(userImages).innerJoin(users, eq(users.id, userImages.userId));

/** One page of a recipe's community photos, newest first. */
export async function listUserImagePage(
  db: TDb,
  params: { recipeId: number; limit: number; cursor?: string; viewer: TRecipeViewer | null },
): Promise<{ images: TUserImage[]; nextCursor: string | null }> {
  const position = decodePageCursor(params.cursor);
  await requireRecipe(db, params.recipeId, params.viewer);
  const rows = await db
    .select({ ...imageColumns, cursorAt: exactTime(userImages.createdAt), cursorId: userImages.id })
    .from(userImages)
    .innerJoin(users, eq(users.id, userImages.userId))
    .where(and(eq(userImages.recipeId, params.recipeId), beforeCursor(position, userImages.createdAt, userImages.id)))
    .orderBy(desc(userImages.createdAt), desc(userImages.id))
    .limit(params.limit + 1);
  const { page, nextCursor } = pageOf(rows, params.limit);
  return { images: page, nextCursor };
}

export async function addUserImage(
  db: TDb,
  params: { recipeId: number; userId: number; description?: string; picture: TStoredPicture },
): Promise<TUserImage> {
  return db.transaction(async (tx) => {
    await requireRecipe(tx, params.recipeId, { id: params.userId, admin: false });
    const [row] = await tx
      .insert(userImages)
      .values({
        recipeId: params.recipeId,
        userId: params.userId,
        imageUrl: params.picture.imageUrl,
        thumbnailUrl: params.picture.thumbnailUrl,
        description: params.description ?? null,
      })
      .returning({ id: userImages.id });
    if (!row) throw new Error('user image insert returned nothing');
    const [image] = await selectImages(tx).where(eq(userImages.id, row.id));
    if (!image) throw new Error('user image vanished');
    return image;
  });
}

import { readdir } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, recipes } from '@kochclip/db/schema';
import { IMAGE_INVALID_TYPE } from '@kochclip/core';
import { imagePart, insertRecipe, photoJpeg, postForm, registerMember, type TCommunityMember } from '../support/community';
import { startTestServer, type TTestServer } from '../support/server';

interface TPicture {
  imageUrl: string | null;
  thumbnailUrl: string | null;
}

let server: TTestServer;
let owner: TCommunityMember;
let other: TCommunityMember;
let admin: TCommunityMember;
let photo: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  [owner, other, admin] = await Promise.all([
    registerMember(server.url),
    registerMember(server.url),
    registerMember(server.url, { admin: true }),
  ]);
  photo = await photoJpeg();
});
afterAll(async () => {
  await server.close();
});

const upload = (member: TCommunityMember, recipeId: number, data: Uint8Array, fileName?: string, type?: string) =>
  postForm(server.url, `/api/recipes/${recipeId}/image`, member, [imagePart(data, fileName, type)]);

async function pictureOf(recipeId: number): Promise<TPicture & { version: number }> {
  const res = await owner.http.get(`/api/recipes/${recipeId}`);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TPicture & { version: number };
}

const fileName = (url: string | null) => url?.replace('/media/', '') ?? '';
const stored = async () => readdir(server.uploadDir).catch(() => [] as string[]);

describe('the recipe photo in the editor (POST and DELETE /api/recipes/{id}/image)', () => {
  it('re-encodes the author’s upload to WebP without metadata, replaces it and removes the replaced files', async () => {
    const recipeId = await insertRecipe(owner.id);
    const first = await upload(owner, recipeId, photo);
    expect(first.status, first.text).toBe(200);
    const picture = first.json as unknown as TPicture;
    expect(picture.imageUrl).toMatch(/^\/media\/recipe-.+\.webp$/);
    expect(picture.thumbnailUrl).toMatch(/-thumb\.webp$/);
    const served = await fetch(`${server.url}${picture.imageUrl}`);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(await pictureOf(recipeId)).toMatchObject({ ...picture, version: 1 });

    const second = await upload(owner, recipeId, photo);
    expect(second.status, second.text).toBe(200);
    expect(second.json.imageUrl).not.toBe(picture.imageUrl);
    expect((await pictureOf(recipeId)).imageUrl).toBe(second.json.imageUrl);
    const files = await stored();
    expect(files).not.toContain(fileName(picture.imageUrl));
    expect(files).not.toContain(fileName(picture.thumbnailUrl));
    expect(files).toContain(fileName(second.json.imageUrl as string));
  });

  it('refuses a file that is not an image with a German 415 and changes nothing', async () => {
    const recipeId = await insertRecipe(owner.id);
    const before = await upload(owner, recipeId, photo);
    expect(before.status).toBe(200);
    const filesBefore = (await stored()).length;

    const res = await upload(owner, recipeId, Buffer.from('%PDF-1.4 kein Foto'), 'foto.jpg', 'image/jpeg');
    expect(res.status).toBe(415);
    expect(res.json).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: IMAGE_INVALID_TYPE,
      requestId: expect.any(String) as string,
    });
    expect((await pictureOf(recipeId)).imageUrl).toBe(before.json.imageUrl);
    expect((await stored()).length).toBe(filesBefore);
  });

  it('answers another member as for a missing recipe (404) and stores no file; an admin may, recorded in the audit log', async () => {
    const recipeId = await insertRecipe(owner.id);
    const filesBefore = (await stored()).length;
    const res = await upload(other, recipeId, photo);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Rezept nicht gefunden',
      requestId: expect.any(String) as string,
    });
    expect((await other.http.delete(`/api/recipes/${recipeId}/image`)).status).toBe(404);
    expect((await stored()).length).toBe(filesBefore);
    expect((await pictureOf(recipeId)).imageUrl).toBeNull();

    const byAdmin = await upload(admin, recipeId, photo);
    expect(byAdmin.status, byAdmin.text).toBe(200);
    const entries = await server.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recipe.image.replace'), eq(auditLog.targetId, String(recipeId))));
    expect(entries).toEqual([{ actorId: admin.id }]);
  });

  it('removes the photo; files a variant still shows stay', async () => {
    const recipeId = await insertRecipe(owner.id);
    const up = await upload(owner, recipeId, photo);
    expect(up.status).toBe(200);
    await server.db.update(recipes).set({ visibility: 'public' }).where(eq(recipes.id, recipeId));
    const variant = await other.http.request('POST', `/api/recipes/${recipeId}/variants`);
    expect(variant.status, variant.text).toBe(200);

    const res = await owner.http.delete(`/api/recipes/${recipeId}/image`);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ imageUrl: null, thumbnailUrl: null });
    expect(await pictureOf(recipeId)).toMatchObject({ imageUrl: null, thumbnailUrl: null });
    expect(await stored()).toContain(fileName(up.json.imageUrl as string));

    const variantRes = await other.http.delete(`/api/recipes/${variant.json.id as number}/image`);
    expect(variantRes.status).toBe(200);
    const files = await stored();
    expect(files).not.toContain(fileName(up.json.imageUrl as string));
    expect(files).not.toContain(fileName(up.json.thumbnailUrl as string));
  });
});

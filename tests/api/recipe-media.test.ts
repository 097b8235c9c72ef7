import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes, userImages } from '@kochclip/db/schema';
import { HttpClient, uniqueUser } from '../support/http';
import { startTestServer, type TTestServer } from '../support/server';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function member() {
  const http = new HttpClient(server.url);
  const res = await http.post('/api/register', uniqueUser('medien'));
  expect(res.status).toBe(200);
  return { http, id: res.json.id as number };
}

/** A stored file as storeWebp leaves it; returns its public URL. */
async function storedFile(name: string): Promise<string> {
  await writeFile(path.join(server.uploadDir, name), 'webp');
  return `/media/${name}`;
}

async function insertRecipe(userId: number, imageUrl: string, thumbnailUrl: string): Promise<number> {
  const [row] = await server.db
    .insert(recipes)
    .values({ title: 'Rezept mit Fotos', source: 'prompt', createdById: userId, imageUrl, thumbnailUrl })
    .returning({ id: recipes.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

describe('DELETE /api/recipes/{id} and media files', () => {
  it('removes the recipe photo, its thumbnail and the community photos of the recipe, which are then no longer served', async () => {
    const owner = await member();
    const id = `${Date.now()}`;
    const recipeId = await insertRecipe(
      owner.id,
      await storedFile(`recipe-${id}.webp`),
      await storedFile(`recipe-${id}-thumb.webp`),
    );
    const communityPhoto = await storedFile(`community-${id}.webp`);
    await storedFile(`community-${id}-thumb.webp`);
    await server.db.insert(userImages).values({ recipeId, userId: owner.id, imageUrl: communityPhoto });
    expect((await fetch(`${server.url}${communityPhoto}`)).status).toBe(200);

    expect((await owner.http.delete(`/api/recipes/${recipeId}`)).status).toBe(200);

    expect((await readdir(server.uploadDir)).filter((name) => name.includes(id))).toEqual([]);
    expect((await fetch(`${server.url}${communityPhoto}`)).status).toBe(404);
  });

  it('keeps a file that another recipe still shows', async () => {
    const owner = await member();
    const id = `${Date.now()}`;
    const shared = await storedFile(`recipe-${id}.webp`);
    const thumb = await storedFile(`recipe-${id}-thumb.webp`);
    const first = await insertRecipe(owner.id, shared, thumb);
    await insertRecipe(owner.id, shared, thumb);

    expect((await owner.http.delete(`/api/recipes/${first}`)).status).toBe(200);

    expect((await readdir(server.uploadDir)).filter((name) => name.includes(id)).toSorted()).toEqual([
      `recipe-${id}-thumb.webp`,
      `recipe-${id}.webp`,
    ]);
  });

  it('removes nothing when another member tries to delete the recipe', async () => {
    const owner = await member();
    const other = await member();
    const id = `${Date.now()}`;
    const recipeId = await insertRecipe(
      owner.id,
      await storedFile(`recipe-${id}.webp`),
      await storedFile(`recipe-${id}-thumb.webp`),
    );

    expect((await other.http.delete(`/api/recipes/${recipeId}`)).status).toBe(403);

    expect((await readdir(server.uploadDir)).filter((name) => name.includes(id))).toHaveLength(2);
  });
});

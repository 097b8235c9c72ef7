import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imagePart,
  insertRecipe,
  photoJpeg,
  postForm,
  registerMember,
  tinyGif,
  type TCommunityMember,
} from '../support/community';
import { HttpClient } from '../support/http';
import { startTestServer, type TTestServer } from '../support/server';

interface TUserImage {
  id: number;
  userId: number;
  imageUrl: string;
  thumbnailUrl: string | null;
  description: string | null;
  user: { username: string };
}

const FIVE_MB = 5 * 1024 * 1024;

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

const visitor = () => new HttpClient(server.url);
const storedFiles = async () => (await readdir(server.uploadDir).catch(() => [])).filter((f) => f.startsWith('community-'));

/** A decodable JPEG padded with bytes after its end marker to exactly `size` bytes. */
function paddedJpeg(size: number): Buffer {
  const padded = Buffer.alloc(size);
  photo.copy(padded);
  return padded;
}

async function upload(member: TCommunityMember | null, recipeId: number, data: Uint8Array, extra: { description?: string } = {}) {
  const parts = [
    imagePart(data),
    ...(extra.description === undefined ? [] : [{ name: 'description', value: extra.description }]),
  ];
  return postForm(server.url, `/api/recipes/${recipeId}/user-images`, member, parts);
}

async function galleryOf(recipeId: number): Promise<TUserImage[]> {
  const res = await visitor().get(`/api/recipes/${recipeId}/user-images`);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TUserImage[];
}

describe('POST /api/recipes/{id}/user-images', () => {
  it('stores a re-encoded WebP without metadata, with a thumbnail, and shows it in the gallery', async () => {
    const recipeId = await insertRecipe(owner.id);
    const res = await upload(owner, recipeId, photo, { description: '  Mein Ergebnis  ' });
    expect(res.status, res.text).toBe(200);
    const image = res.json as unknown as TUserImage;
    expect(image).toMatchObject({ description: 'Mein Ergebnis', userId: owner.id, user: { username: owner.username } });
    expect(image.imageUrl).toMatch(/^\/media\/community-.+\.webp$/);
    expect(image.thumbnailUrl).toMatch(/-thumb\.webp$/);

    const stored = await fetch(`${server.url}${image.imageUrl}`);
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect((await galleryOf(recipeId)).map((i) => i.id)).toEqual([image.id]);
  });

  it('accepts a GIF and an upload without description', async () => {
    const recipeId = await insertRecipe(owner.id);
    const res = await upload(owner, recipeId, await tinyGif());
    expect(res.status, res.text).toBe(200);
    expect(res.json.description).toBeNull();
  });

  it('accepts exactly 5 MB and refuses 5 MB plus one byte with 413 "Datei zu groß"', async () => {
    const recipeId = await insertRecipe(owner.id);
    const exact = await upload(owner, recipeId, paddedJpeg(FIVE_MB));
    expect(exact.status, exact.text).toBe(200);
    const over = await upload(owner, recipeId, paddedJpeg(FIVE_MB + 1));
    expect(over.status).toBe(413);
    expect(over.json).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('Datei zu groß') as unknown,
      requestId: expect.any(String) as string,
    });
    expect(await galleryOf(recipeId)).toHaveLength(1);
  });

  it('refuses an HTML page named .jpg with 415 "Ungültiger Dateityp" and stores nothing', async () => {
    const recipeId = await insertRecipe(owner.id);
    const before = await storedFiles();
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const res = await postForm(server.url, `/api/recipes/${recipeId}/user-images`, owner, [
      imagePart(html, 'foto.jpg', 'image/jpeg'),
    ]);
    expect(res.status).toBe(415);
    expect(res.json.message).toContain('Ungültiger Dateityp');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file that starts like a JPEG but does not decode with 415', async () => {
    const recipeId = await insertRecipe(owner.id);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const res = await upload(owner, recipeId, broken);
    expect(res.status).toBe(415);
  });

  it('asks for the image with 400 "Bild erforderlich" when the image part is missing', async () => {
    const recipeId = await insertRecipe(owner.id);
    const res = await postForm(server.url, `/api/recipes/${recipeId}/user-images`, owner, [
      { name: 'description', value: 'ohne Bild' },
    ]);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Bild erforderlich');
  });

  it('refuses a 501-character description with 400 and leaves no file behind', async () => {
    const recipeId = await insertRecipe(owner.id);
    const before = await storedFiles();
    const res = await upload(owner, recipeId, photo, { description: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 404 for a missing recipe and removes the files it had stored', async () => {
    const before = await storedFiles();
    const res = await upload(owner, 999_999_999, photo);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Rezept nicht gefunden');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses visitors with 401 and a JSON body with 400', async () => {
    const recipeId = await insertRecipe(owner.id);
    expect((await upload(null, recipeId, photo)).status).toBe(401);
    const json = await owner.http.post(`/api/recipes/${recipeId}/user-images`, { image: 'abc' });
    expect(json.status).toBe(400);
  });
});

describe('DELETE /api/user-images/{id}', () => {
  async function uploaded(recipeId: number): Promise<TUserImage> {
    const res = await upload(owner, recipeId, photo);
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as TUserImage;
  }

  it('lets the owner delete without a body, and the files leave the disk with the row', async () => {
    const recipeId = await insertRecipe(owner.id);
    const image = await uploaded(recipeId);
    const res = await owner.http.delete(`/api/user-images/${image.id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect(await galleryOf(recipeId)).toEqual([]);
    const files = await storedFiles();
    expect(files.some((f) => image.imageUrl.endsWith(f))).toBe(false);
    expect((await fetch(`${server.url}${image.imageUrl}`)).status).toBe(404);
    expect((await owner.http.delete(`/api/user-images/${image.id}`)).status).toBe(404);
  });

  it('refuses another member with 403 and a visitor with 401, keeping the image', async () => {
    const recipeId = await insertRecipe(owner.id);
    const image = await uploaded(recipeId);
    const res = await other.http.delete(`/api/user-images/${image.id}`);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('Nur wer das Bild hochgeladen hat, kann es löschen.');
    expect((await visitor().delete(`/api/user-images/${image.id}`)).status).toBe(401);
    expect(await galleryOf(recipeId)).toHaveLength(1);
  });

  it('lets an admin delete any image', async () => {
    const recipeId = await insertRecipe(owner.id);
    const image = await uploaded(recipeId);
    expect((await admin.http.delete(`/api/user-images/${image.id}`)).status).toBe(200);
    expect(await galleryOf(recipeId)).toEqual([]);
  });
});

describe('GET /api/recipes/{id}/user-images', () => {
  it('answers 404 for a missing recipe', async () => {
    expect((await visitor().get('/api/recipes/999999999/user-images')).status).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TDb } from '@kochclip/db';
import { challenges, recipes, users } from '@kochclip/db/schema';
import { testDb } from './db';
import { HttpClient, uniqueUser } from './http';

export interface TCommunityMember {
  http: HttpClient;
  id: number;
  username: string;
  password: string;
}

/** A registered, signed-in member; `admin` turns them into an administrator. */
export async function registerMember(baseUrl: string, { admin = false } = {}): Promise<TCommunityMember> {
  const http = new HttpClient(baseUrl);
  const user = uniqueUser(admin ? 'chef' : 'gast');
  const res = await http.post('/api/register', user);
  if (res.status !== 200) throw new Error(`register failed: ${res.text}`);
  const id = res.json.id as number;
  if (admin) await testDb().db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
  return { http, id, username: user.username, password: user.password };
}

/** A recipe written straight into the database: the run's shared one, or `db` (a file's isolated database). */
export async function insertRecipe(
  createdById: number | null,
  title = 'Testrezept Linseneintopf',
  db: TDb = testDb().db,
): Promise<number> {
  const [row] = await db
    .insert(recipes)
    .values({
      title,
      source: 'prompt',
      createdById,
      category: 'Hauptgericht',
      ingredients: [],
      instructions: [{ step: 'Kochen.' }],
    })
    .returning({ id: recipes.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

const DAY_MS = 24 * 3600 * 1000;

/** A challenge running from `startDays` to `endDays` days from now. */
export async function insertChallenge(
  startDays: number,
  endDays: number,
  title = 'Testchallenge Suppen',
  db: TDb = testDb().db,
): Promise<number> {
  const now = Date.now();
  const [row] = await db
    .insert(challenges)
    .values({
      title,
      description: 'Eine Challenge für Tests.',
      rules: 'Ein Foto pro Person.',
      tags: ['Test'],
      startDate: new Date(now + startDays * DAY_MS),
      endDate: new Date(now + endDays * DAY_MS),
    })
    .returning({ id: challenges.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

/** A small photo-like JPEG carrying EXIF with a location, to prove stored images lose it. */
export function photoJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: '#2e8b57' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Ort: 52.52N 13.40E' } })
    .toBuffer();
}

export function tinyGif(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
    .gif()
    .toBuffer();
}

export interface TFormPart {
  name: string;
  value: string | { data: Uint8Array; fileName: string; type: string };
}

/** Posts a browser-like multipart form; name and type of a file are free to lie. */
export async function postForm(baseUrl: string, path: string, member: TCommunityMember | null, parts: TFormPart[]) {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.value.data)], { type: part.value.type }), part.value.fileName);
  }
  const token = member?.http.cookie('kc_session');
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: token ? { cookie: `kc_session=${token}` } : {},
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = {};
  }
  return { status: response.status, json, text, retryAfter: response.headers.get('retry-after') };
}

export const imagePart = (data: Uint8Array, fileName = 'foto.jpg', type = 'image/jpeg'): TFormPart => ({
  name: 'image',
  value: { data, fileName, type },
});

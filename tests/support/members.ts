import { eq } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { users } from '@kochclip/db/schema';
import { HttpClient, uniqueUser } from './http';

export interface TSignedUp {
  http: HttpClient;
  id: number;
  username: string;
}

/** Registers a fresh member over the API; the client keeps their session cookie. */
export async function signUp(baseUrl: string, prefix = 'mitglied'): Promise<TSignedUp> {
  const http = new HttpClient(baseUrl);
  const user = uniqueUser(prefix);
  const res = await http.post('/api/register', user);
  if (res.status !== 200) throw new Error(`register failed: ${res.text}`);
  return { http, id: res.json.id as number, username: user.username };
}

export async function makePremium(db: TDb, userId: number): Promise<void> {
  await db.update(users).set({ isPremium: true, premiumUntil: null }).where(eq(users.id, userId));
}

/** A few ids of the seeded demo recipes. */
export async function someRecipeIds(baseUrl: string, count = 3): Promise<number[]> {
  const res = await new HttpClient(baseUrl).get(`/api/recipes?limit=${count}&sort=popular`);
  const list = res.json as unknown as { recipes: { id: number }[] };
  return list.recipes.map((r) => r.id);
}

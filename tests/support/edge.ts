import { sql } from 'drizzle-orm';
import { http, passthrough, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import sharp from 'sharp';
import type { TDb } from '@kochclip/db';
import { users } from '@kochclip/db/schema';
import { HttpClient, uniqueUser } from './http';
import type { TTestServer } from './server';

/**
 * msw at the edge of the world: video hosts and the LLM are mocked, anything unexpected fails the request
 * ('error'). Only the test's own server on 127.0.0.1 passes through.
 */
export function startEdge(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(
    http.all('*', ({ request }) => (new URL(request.url).hostname === '127.0.0.1' ? passthrough() : undefined)),
    ...handlers,
  );
  server.listen({ onUnhandledRequest: 'error' });
  return server;
}

/** A chat completion as the OpenAI API returns it. */
export function chatCompletion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null } }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export const LLM_RECIPE = {
  isRecipe: true,
  title: 'Cremige Kürbissuppe',
  description: 'Samtige Suppe mit Ingwer, ohne Sahne wegen Laktose.',
  category: 'Hauptgericht',
  difficulty: 'einfach',
  duration: 35,
  servings: 4,
  tags: ['vegan', 'Herbst'],
  ingredients: [
    { name: 'Hokkaido-Kürbis', amount: '1', unit: 'kg' },
    { name: 'Kokosmilch', amount: '400', unit: 'ml' },
    { name: 'Ingwer', amount: '20', unit: 'g' },
  ],
  instructions: [
    { step: 'Kürbis würfeln.', duration: null, temperature: null },
    { step: 'Im Thermomix 25 Minuten bei 100 °C garen.', duration: 25, temperature: '100 °C' },
  ],
};

/** A JPEG thumbnail that carries EXIF data, to prove that stored images lose it. */
export function thumbnailJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#d35400' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Geheime Kamera', Artist: 'Ort: Küche 52.52N 13.40E' } })
    .toBuffer();
}

export interface TMember {
  http: HttpClient;
  id: number;
}

/** A registered, signed-in member with kitchen devices and allergies set in their profile. */
export async function signedInMember(
  server: TTestServer,
  profile: { kitchenDevices?: string[]; allergies?: string[] } = {},
): Promise<TMember> {
  const http = new HttpClient(server.url);
  const res = await http.post('/api/register', uniqueUser('koch'));
  if (res.status !== 200) throw new Error(`register failed: ${res.text}`);
  const id = res.json.id as number;
  await server.db
    .update(users)
    .set({ kitchenDevices: profile.kitchenDevices ?? [], allergies: profile.allergies ?? [] })
    .where(sql`${users.id} = ${id}`);
  return { http, id };
}

export async function aiUsageOf(db: TDb, userId: number): Promise<number> {
  const rows = await db.execute<{ count: number }>(
    sql`select coalesce(sum(count), 0)::int as count from ai_usage where user_id = ${userId}`,
  );
  return rows[0]?.count ?? 0;
}

export async function recipeCountOf(db: TDb, userId: number): Promise<number> {
  const rows = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from recipes where created_by_id = ${userId}`,
  );
  return rows[0]?.count ?? 0;
}

/** The OpenAI-compatible server the LLM tests talk to; msw answers it at the edge. */
export const TEST_LLM_BASE_URL = 'https://llm.test/v1';
export const TEST_LLM = {
  baseUrl: TEST_LLM_BASE_URL,
  apiKey: 'test-key',
  model: 'test-model',
  visionModel: 'test-vision',
  timeoutMs: 1500,
} as const;

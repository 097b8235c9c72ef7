import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, recipes, recipeVersions, users } from '@kochclip/db/schema';
import { todayInPlanZone } from '@kochclip/core';
import { HttpClient, uniqueUser } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';

interface TMember {
  http: HttpClient;
  id: number;
  username: string;
}

interface TGroupOut {
  title: string | null;
}
interface TDetail {
  id: number;
  title: string;
  description: string | null;
  version: number;
  prepTime: number | null;
  cookTime: number | null;
  likeCount: number;
  totalRatings: number;
  averageRating: number | null;
  ingredients: { name: string; amount: string; unit: string }[];
  instructions: { step: string; duration?: number; temperature?: string }[];
  ingredientGroups: (TGroupOut & {
    ingredients: { name: string; amount: string; unit: string; note: string | null; optional: boolean }[];
  })[];
  instructionGroups: (TGroupOut & { steps: { step: string }[] })[];
  totalIngredients: number;
  createdBy: { username: string } | null;
}

let database: TIsolatedDb;
let server: TTestServer;
// Its own database: recipes written here must not appear in the middle of another file's walk of the recipe list.
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_editor');
  server = await startTestServer({}, { database: database.handle });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const db = () => database.handle.db;

async function member({ admin = false } = {}): Promise<TMember> {
  const http = new HttpClient(server.url);
  const user = uniqueUser(admin ? 'chef' : 'autor');
  const res = await http.post('/api/register', user);
  expect(res.status, res.text).toBe(200);
  const id = res.json.id as number;
  if (admin) await db().update(users).set({ role: 'admin' }).where(eq(users.id, id));
  return { http, id, username: user.username };
}

/** Grandma's plum cake, as a member types it: two ingredient groups, two step groups. */
const plumCake = (title = 'Omas Zwetschgendatschi') => ({
  title,
  description: 'Wie bei Oma im September.',
  category: 'Dessert',
  difficulty: 'mittel',
  servings: 12,
  prepTime: 30,
  cookTime: 45,
  duration: 120,
  tags: ['Kuchen', 'Herbst'],
  ingredientGroups: [
    {
      title: 'Für den Teig',
      ingredients: [
        { amount: '400', unit: 'g', name: 'Mehl', note: 'gesiebt' },
        { amount: '1', unit: 'Würfel', name: 'Hefe' },
        { amount: '200', unit: 'ml', name: 'Milch', note: 'lauwarm' },
      ],
    },
    {
      title: 'Für den Belag',
      ingredients: [
        { amount: '2', unit: 'kg', name: 'Zwetschgen', note: 'entsteint' },
        { amount: '1', unit: 'TL', name: 'Zimt', optional: true },
      ],
    },
  ],
  instructionGroups: [
    {
      title: 'Teig',
      steps: [
        { step: 'Hefe in der Milch auflösen und mit dem Mehl verkneten.' },
        { step: 'Eine Stunde gehen lassen.', duration: 60 },
      ],
    },
    {
      title: 'Backen',
      steps: [{ step: 'Zwetschgen dicht auf den Teig setzen.' }, { step: 'Backen.', duration: 45, temperature: '180 °C' }],
    },
  ],
});

async function create(m: TMember, body: unknown = plumCake()) {
  const res = await m.http.post('/api/recipes', body);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as { id: number; title: string; version: number };
}

async function detail(client: HttpClient, id: number): Promise<TDetail> {
  const res = await client.get(`/api/recipes/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TDetail;
}

const put = (m: TMember, id: number, body: Record<string, unknown>) => m.http.request('PUT', `/api/recipes/${id}`, body);

describe('POST /api/recipes (writing a recipe by hand)', () => {
  it('saves a public recipe with ingredient and step groups, notes and optional ingredients', async () => {
    const m = await member();
    const saved = await create(m);
    expect(saved.version).toBe(1);

    const recipe = await detail(m.http, saved.id);
    expect(recipe.title).toBe('Omas Zwetschgendatschi');
    expect(recipe.createdBy?.username).toBe(m.username);
    expect(recipe).toMatchObject({ version: 1, prepTime: 30, cookTime: 45 });
    expect(recipe.ingredientGroups.map((g) => g.title)).toEqual(['Für den Teig', 'Für den Belag']);
    expect(recipe.ingredientGroups[0]?.ingredients[0]).toEqual({
      amount: '400',
      unit: 'g',
      name: 'Mehl',
      note: 'gesiebt',
      optional: false,
    });
    expect(recipe.ingredientGroups[1]?.ingredients[1]).toMatchObject({ name: 'Zimt', note: null, optional: true });
    expect(recipe.instructionGroups.map((g) => [g.title, g.steps.length])).toEqual([
      ['Teig', 2],
      ['Backen', 2],
    ]);
    // The flat lists keep their contract: every ingredient and step, without the new fields.
    expect(recipe.ingredients.map((i) => i.name)).toEqual(['Mehl', 'Hefe', 'Milch', 'Zwetschgen', 'Zimt']);
    expect(recipe.ingredients[0]).toEqual({ amount: '400', unit: 'g', name: 'Mehl' });
    expect(recipe.instructions[3]).toEqual({ step: 'Backen.', duration: 45, temperature: '180 °C' });

    const [row] = await db().select({ source: recipes.source }).from(recipes).where(eq(recipes.id, saved.id));
    expect(row?.source).toBe('manual');
    // Public: a visitor sees it (as a preview) and finds it.
    const preview = await detail(new HttpClient(server.url), saved.id);
    expect(preview.ingredientGroups.flatMap((g) => g.ingredients)).toHaveLength(3);
    expect(preview.totalIngredients).toBe(5);
    const found = await new HttpClient(server.url).get('/api/recipes?search=Zwetschgendatschi');
    expect((found.json.recipes as { id: number }[]).map((r) => r.id)).toContain(saved.id);
  });

  it('asks a visitor to sign in (401) and stores nothing', async () => {
    const res = await new HttpClient(server.url).post('/api/recipes', plumCake('Anonymer Kuchen'));
    expect(res.status).toBe(401);
    expect(await db().select().from(recipes).where(eq(recipes.title, 'Anonymer Kuchen'))).toHaveLength(0);
  });
});

describe('PUT /api/recipes/{id}', () => {
  it('saves the whole recipe as the next version; likes, ratings, comments, collections and the meal plan keep it', async () => {
    const author = await member();
    const fan = await member();
    const { id } = await create(author);
    expect((await fan.http.post(`/api/recipes/${id}/like`)).status).toBe(200);
    expect((await fan.http.post(`/api/recipes/${id}/ratings`, { rating: 5 })).status).toBe(200);
    expect((await fan.http.post(`/api/recipes/${id}/comments`, { content: 'Wie bei meiner Oma!' })).status).toBe(200);
    const collection = await fan.http.post('/api/collections', { name: 'Omas Kuchen', isPublic: false });
    expect((await fan.http.post(`/api/collections/${collection.json.id as number}/recipes`, { recipeId: id })).status).toBe(200);
    const planned = await fan.http.post('/api/meal-plan/entries', { date: todayInPlanZone(), slot: 'dinner', recipeId: id });
    expect(planned.status, planned.text).toBe(200);

    const edited = plumCake('Zwetschgendatschi mit Streuseln');
    edited.ingredientGroups.push({
      title: 'Für die Streusel',
      ingredients: [{ amount: '150', unit: 'g', name: 'Butter', note: 'kalt' }],
    });
    const res = await put(author, id, { ...edited, version: 1 });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ id, title: 'Zwetschgendatschi mit Streuseln', version: 2 });

    const recipe = await detail(fan.http, id);
    expect(recipe.title).toBe('Zwetschgendatschi mit Streuseln');
    expect(recipe.version).toBe(2);
    expect(recipe.ingredientGroups.map((g) => g.title)).toEqual(['Für den Teig', 'Für den Belag', 'Für die Streusel']);
    expect(recipe.likeCount).toBe(1);
    expect(recipe).toMatchObject({ totalRatings: 1, averageRating: 5 });
    const comments = await fan.http.get(`/api/recipes/${id}/comments`);
    expect(JSON.stringify(comments.json)).toContain('Wie bei meiner Oma!');
    const kept = await fan.http.get(`/api/collections/${collection.json.id as number}`);
    expect(kept.json.recipeIds).toEqual([id]);
    const week = await fan.http.get('/api/meal-plan');
    expect(JSON.stringify(week.json)).toContain('Zwetschgendatschi mit Streuseln');
  });

  it('lets one of two editors who loaded version 1 save; the other gets a German 409 and nothing is overwritten', async () => {
    const m = await member();
    const { id } = await create(m);
    const first = await put(m, id, { ...plumCake('Erste Fassung'), version: 1 });
    expect(first.status, first.text).toBe(200);
    const second = await put(m, id, { ...plumCake('Zweite Fassung'), version: 1 });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: 'CONFLICT' });
    expect(second.json.message).toMatch(/^Das Rezept wurde inzwischen geändert \(aktuell Version 2\)/);
    const recipe = await detail(m.http, id);
    expect(recipe).toMatchObject({ title: 'Erste Fassung', version: 2 });
  });

  it('saves exactly one of two simultaneous saves of the same version', async () => {
    const m = await member();
    const { id } = await create(m);
    const answers = await Promise.all(['A', 'B', 'C'].map((t) => put(m, id, { ...plumCake(`Gleichzeitig ${t}`), version: 1 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.status === 200)?.json.title;
    expect((await detail(m.http, id)).title).toBe(winner);
  });

  it('answers another member as for a missing recipe (404) and changes nothing', async () => {
    const author = await member();
    const other = await member();
    const { id } = await create(author);
    const res = await put(other, id, { ...plumCake('Gekapert'), version: 1 });
    expect(res.status).toBe(404);
    const missing = await put(other, 2_000_000_000, { ...plumCake('Gekapert'), version: 1 });
    expect(missing.status).toBe(404);
    expect(res.json).toEqual({ ...(missing.json as object), requestId: expect.any(String) as string });
    expect((await detail(author.http, id)).title).toBe('Omas Zwetschgendatschi');
    expect((await other.http.get(`/api/recipes/${id}/versions`)).status).toBe(404);
  });

  it('edits the recipe of the path, whatever id the body names', async () => {
    const author = await member();
    const other = await member();
    const { id: mine } = await create(author, plumCake('Mein Datschi'));
    const { id: theirs } = await create(other, plumCake('Fremder Datschi'));
    const res = await put(author, mine, { ...plumCake('Mein neuer Datschi'), id: theirs, version: 1 });
    expect(res.status, res.text).toBe(200);
    expect(res.json.id).toBe(mine);
    expect((await detail(other.http, theirs)).title).toBe('Fremder Datschi');
    expect((await detail(author.http, mine)).title).toBe('Mein neuer Datschi');
  });

  it('lets an admin correct any recipe, recorded in the audit log', async () => {
    const author = await member();
    const admin = await member({ admin: true });
    const { id } = await create(author);
    const res = await put(admin, id, { ...plumCake('Vom Admin korrigiert'), version: 1 });
    expect(res.status, res.text).toBe(200);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recipe.edit'), eq(auditLog.targetId, String(id))));
    expect(entry).toMatchObject({ actorId: admin.id, actorUsername: admin.username, targetType: 'recipe' });
    expect(entry?.details).toMatchObject({ title: 'Vom Admin korrigiert', version: 2, createdById: author.id });
    const history = await author.http.get(`/api/recipes/${id}/versions`);
    expect((history.json.versions as { editor: { username: string } }[])[0]?.editor.username).toBe(admin.username);
    // The author's own edits are not admin actions.
    expect((await put(author, id, { ...plumCake('Wieder vom Autor'), version: 2 })).status).toBe(200);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(id))),
    ).toHaveLength(1);
  });

  it('finds the edited recipe by its new ingredient at once', async () => {
    const m = await member();
    const { id } = await create(m);
    const edited = plumCake();
    edited.ingredientGroups[1]?.ingredients.push({ amount: '1', unit: 'Stange', name: 'Zitronengras', optional: false });
    expect((await put(m, id, { ...edited, version: 1 })).status).toBe(200);
    const found = await new HttpClient(server.url).get('/api/recipes?search=Zitronengras');
    expect((found.json.recipes as { id: number }[]).map((r) => r.id)).toEqual([id]);
  });

  it('changes the ETag of the recipe page and of the list at once', async () => {
    const m = await member();
    const { id } = await create(m, plumCake('Etag-Datschi'));
    const visitor = new HttpClient(server.url);
    const before = await visitor.get(`/api/recipes/${id}`);
    const listBefore = await visitor.get('/api/recipes?search=Etag-Datschi');
    const tag = before.headers.get('etag') ?? '';
    const listTag = listBefore.headers.get('etag') ?? '';
    expect((await visitor.get(`/api/recipes/${id}`, { 'if-none-match': tag })).status).toBe(304);

    expect((await put(m, id, { ...plumCake('Etag-Datschi neu'), version: 1 })).status).toBe(200);
    const after = await visitor.get(`/api/recipes/${id}`, { 'if-none-match': tag });
    expect(after.status).toBe(200);
    expect(after.json.title).toBe('Etag-Datschi neu');
    const listAfter = await visitor.get('/api/recipes?search=Etag-Datschi', { 'if-none-match': listTag });
    expect(listAfter.status).toBe(200);
    expect((listAfter.json.recipes as { title: string }[]).map((r) => r.title)).toEqual(['Etag-Datschi neu']);
  });

  it('edits a machine-made recipe: its state before becomes version 1, by its creator', async () => {
    const m = await member();
    const [row] = await db()
      .insert(recipes)
      .values({
        title: 'Importiertes Risotto',
        source: 'website',
        createdById: m.id,
        category: 'Hauptgericht',
        ingredients: [
          { name: '150', amount: '', unit: '' },
          { name: 'Risottoreis', amount: '', unit: 'g' },
          { name: 'z.B. Carnaroli', amount: '', unit: '' },
        ],
        instructions: [{ step: 'Die Zubereitung steht auf der Originalseite.' }],
      })
      .returning({ id: recipes.id });
    const id = row?.id ?? 0;
    const fixed = {
      title: 'Risotto',
      ingredientGroups: [{ ingredients: [{ amount: '150', unit: 'g', name: 'Risottoreis', note: 'z. B. Carnaroli' }] }],
      instructionGroups: [{ steps: [{ step: 'Reis glasig anschwitzen.' }, { step: 'Nach und nach Brühe angießen.' }] }],
    };
    expect((await put(m, id, { ...fixed, version: 1 })).status).toBe(200);
    const history = await m.http.get(`/api/recipes/${id}/versions`);
    expect(history.status, history.text).toBe(200);
    const versions = history.json.versions as {
      version: number;
      current: boolean;
      editor: { id: number } | null;
      changes: { summary: string };
    }[];
    expect(versions.map((v) => [v.version, v.current, v.editor?.id])).toEqual([
      [2, true, m.id],
      [1, false, m.id],
    ]);
    expect(versions[0]?.changes.summary).toBe(
      'Titel geändert; Kategorie geändert; Zutaten entfernt: 150, z.B. Carnaroli; Zutaten geändert: Risottoreis; Zubereitung geändert',
    );
    const first = await m.http.get(`/api/recipes/${id}/versions/1`);
    expect((first.json.recipe as { title: string }).title).toBe('Importiertes Risotto');
  });
});

describe('exports of a recipe with groups', () => {
  it('prints group titles in Markdown and makes titled step groups HowToSections in JSON-LD', async () => {
    const m = await member();
    const { id } = await create(m);
    const markdown = String((await m.http.get(`/api/recipes/${id}/export?format=markdown`)).json.content);
    expect(markdown).toContain('## Zutaten\n\n### Für den Teig\n\n- 400 g Mehl, gesiebt\n');
    expect(markdown).toContain('### Für den Belag\n\n- 2 kg Zwetschgen, entsteint\n- 1 TL Zimt (optional)\n');
    expect(markdown).toContain('### Backen\n\n3. Zwetschgen dicht auf den Teig setzen.\n4. Backen.');

    const ld = (await m.http.get(`/api/recipes/${id}/export?format=jsonld`)).json.content as Record<string, unknown>;
    expect(ld.recipeIngredient).toContain('400 g Mehl, gesiebt');
    expect(ld.recipeInstructions).toEqual([
      {
        '@type': 'HowToSection',
        name: 'Teig',
        itemListElement: [
          { '@type': 'HowToStep', position: 1, text: 'Hefe in der Milch auflösen und mit dem Mehl verkneten.' },
          { '@type': 'HowToStep', position: 2, text: 'Eine Stunde gehen lassen.' },
        ],
      },
      {
        '@type': 'HowToSection',
        name: 'Backen',
        itemListElement: [
          { '@type': 'HowToStep', position: 3, text: 'Zwetschgen dicht auf den Teig setzen.' },
          { '@type': 'HowToStep', position: 4, text: 'Backen.' },
        ],
      },
    ]);
  });
});

describe('versions: history and restore', () => {
  it('lists who saved what when, shows a snapshot and restores an old version as a new one', async () => {
    const m = await member();
    const { id } = await create(m);
    const second = plumCake('Datschi mit Zimt');
    second.ingredientGroups[1]?.ingredients.push({ amount: '50', unit: 'g', name: 'Zucker', optional: false });
    expect((await put(m, id, { ...second, version: 1 })).status).toBe(200);
    const third = structuredClone(second);
    third.ingredientGroups[0]?.ingredients.splice(2, 1);
    third.instructionGroups[1]?.steps.push({ step: 'Mit Sahne servieren.' });
    expect((await put(m, id, { ...third, version: 2 })).status).toBe(200);

    const history = await m.http.get(`/api/recipes/${id}/versions`);
    expect(history.status, history.text).toBe(200);
    expect(history.json.currentVersion).toBe(3);
    const versions = history.json.versions as {
      version: number;
      editor: { username: string };
      createdAt: string;
      changes: Record<string, unknown>;
    }[];
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(versions.every((v) => v.editor.username === m.username && !Number.isNaN(Date.parse(v.createdAt)))).toBe(true);
    expect(versions[2]?.changes).toMatchObject({ first: true, summary: 'Erste Version' });
    expect(versions[1]?.changes).toMatchObject({
      title: true,
      ingredientsAdded: ['Zucker'],
      ingredientsRemoved: [],
      steps: false,
    });
    expect(versions[0]?.changes).toMatchObject({ title: false, ingredientsRemoved: ['Milch'], steps: true });
    expect(versions[0]?.changes.summary).toBe('Zutaten entfernt: Milch; Zubereitung geändert');

    const snapshot = await m.http.get(`/api/recipes/${id}/versions/1`);
    expect(snapshot.status).toBe(200);
    expect(snapshot.json).toMatchObject({ version: 1, current: false, recipe: { title: 'Omas Zwetschgendatschi' } });

    const stale = await m.http.post(`/api/recipes/${id}/versions/1/restore`, { version: 2 });
    expect(stale.status).toBe(409);
    const restored = await m.http.post(`/api/recipes/${id}/versions/1/restore`, { version: 3 });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json).toMatchObject({ version: 4, title: 'Omas Zwetschgendatschi' });
    const recipe = await detail(m.http, id);
    expect(recipe.title).toBe('Omas Zwetschgendatschi');
    expect(recipe.ingredients.map((i) => i.name)).toEqual(['Mehl', 'Hefe', 'Milch', 'Zwetschgen', 'Zimt']);
    const after = await m.http.get(`/api/recipes/${id}/versions`);
    expect((after.json.versions as { version: number }[]).map((v) => v.version)).toEqual([4, 3, 2, 1]);
  });

  it('answers 404 for a version number the recipe does not have, even when another recipe has it', async () => {
    const m = await member();
    const { id: edited } = await create(m);
    expect((await put(m, edited, { ...plumCake('Zweimal gespeichert'), version: 1 })).status).toBe(200);
    const { id: fresh } = await create(m);
    for (const path of [`/api/recipes/${fresh}/versions/2`, `/api/recipes/${fresh}/versions/99`]) {
      const res = await m.http.get(path);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('Version nicht gefunden');
    }
    const restore = await m.http.post(`/api/recipes/${fresh}/versions/2/restore`, { version: 1 });
    expect(restore.status).toBe(404);
    expect((await detail(m.http, fresh)).version).toBe(1);
    expect((await m.http.get(`/api/recipes/${fresh}/versions/0`)).status).toBe(400);
  });
});

describe('bad input gets a German 4xx and changes nothing', () => {
  let m: TMember;
  let id: number;
  beforeAll(async () => {
    m = await member();
    ({ id } = await create(m, plumCake('Unverändertes Rezept')));
  });

  const expectUnchanged = async () => {
    const recipe = await detail(m.http, id);
    expect(recipe).toMatchObject({ title: 'Unverändertes Rezept', version: 1 });
    expect(await db().select().from(recipeVersions).where(eq(recipeVersions.recipeId, id))).toHaveLength(1);
  };

  const ingredient = (i: number) => ({ amount: '1', unit: 'g', name: `Zutat ${i}` });
  const step = (i: number) => ({ step: `Schritt ${i}` });
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['no ingredients', { ingredientGroups: [] }, /Zutaten: Ein Rezept braucht mindestens eine Zutat\./],
    [
      'only empty ingredient groups',
      { ingredientGroups: [{ title: 'Teig', ingredients: [] }] },
      /Zutaten: Ein Rezept braucht mindestens eine Zutat/,
    ],
    ['no steps', { instructionGroups: [{ steps: [] }] }, /Zubereitung: Ein Rezept braucht mindestens einen Zubereitungsschritt/],
    [
      '500 ingredients',
      { ingredientGroups: [{ ingredients: Array.from({ length: 500 }, (_, i) => ingredient(i)) }] },
      /Zutaten: höchstens 100 Zutaten/,
    ],
    [
      '120 ingredients spread over groups',
      {
        ingredientGroups: Array.from({ length: 6 }, (_, g) => ({
          title: `G${g}`,
          ingredients: Array.from({ length: 20 }, (_, i) => ingredient(i)),
        })),
      },
      /Zutaten: höchstens 100 Zutaten \(120 gesendet\)/,
    ],
    [
      '200 steps',
      { instructionGroups: [{ steps: Array.from({ length: 200 }, (_, i) => step(i)) }] },
      /Zubereitung: höchstens 60 Schritte/,
    ],
    [
      '21 groups',
      { instructionGroups: Array.from({ length: 21 }, (_, i) => ({ title: `T${i}`, steps: [step(i)] })) },
      /Höchstens 20 Schrittgruppen/,
    ],
    ['a title of 201 characters', { title: 'x'.repeat(201) }, /title: Höchstens 200 Zeichen/],
    ['a description of 1001 characters', { description: 'x'.repeat(1001) }, /description: Höchstens 1000 Zeichen/],
    ['a step of 2001 characters', { instructionGroups: [{ steps: [{ step: 'x'.repeat(2001) }] }] }, /Höchstens 2000 Zeichen/],
    [
      'a note of 201 characters',
      { ingredientGroups: [{ ingredients: [{ name: 'Mehl', note: 'x'.repeat(201) }] }] },
      /note: Höchstens 200 Zeichen/,
    ],
    ['13 tags', { tags: Array.from({ length: 13 }, (_, i) => `Tag${i}`) }, /Höchstens 12 Schlagwörter/],
    ['an emoji-only title', { title: '🍰🍰' }, /Der Titel braucht Buchstaben oder Ziffern/],
    [
      'an emoji-only ingredient name',
      { ingredientGroups: [{ ingredients: [{ name: '🧄' }] }] },
      /Der Name der Zutat braucht Buchstaben oder Ziffern/,
    ],
    ['an unknown category', { category: 'Suppe' }, /Unbekannte Kategorie/],
    ['0 servings', { servings: 0 }, /Mindestens 1 Portion/],
    ['a NUL character', { title: 'Datschi\u0000' }, /Nullzeichen/],
  ];

  it.each(cases)('refuses %s with 400', async (_name, change, message) => {
    const res = await put(m, id, { ...plumCake(), ...change, version: 1 });
    expect(res.status, res.text).toBe(400);
    expect(res.json.code).toBe('BAD_REQUEST');
    expect(res.json.message).toMatch(message);
    await expectUnchanged();
  });

  it('refuses a save without the loaded version (400) and one from the future (409)', async () => {
    const without = await put(m, id, plumCake());
    expect(without.status).toBe(400);
    expect(without.json.message).toMatch(/Bitte sende die Version, die du bearbeitet hast/);
    expect((await put(m, id, { ...plumCake(), version: 7 })).status).toBe(409);
    await expectUnchanged();
  });

  it('refuses 500 ingredients when creating too', async () => {
    const res = await m.http.post('/api/recipes', {
      ...plumCake('Zu viele Zutaten'),
      ingredientGroups: [{ ingredients: Array.from({ length: 500 }, (_, i) => ingredient(i)) }],
    });
    expect(res.status).toBe(400);
    expect(await db().select().from(recipes).where(eq(recipes.title, 'Zu viele Zutaten'))).toHaveLength(0);
  });

  it('stores HTML and script as the text it is', async () => {
    const html = '<script>alert("x")</script><b>Datschi</b>';
    const { id: htmlId } = await create(m, {
      ...plumCake(html),
      description: '<img src=x onerror=alert(1)>',
      ingredientGroups: [{ title: '<i>Teig</i>', ingredients: [{ name: '<u>Mehl</u>', note: '"&amp;"' }] }],
    });
    const recipe = await detail(m.http, htmlId);
    expect(recipe.title).toBe(html);
    expect(recipe.description).toBe('<img src=x onerror=alert(1)>');
    expect(recipe.ingredientGroups[0]).toEqual({
      title: '<i>Teig</i>',
      ingredients: [{ amount: '', unit: '', name: '<u>Mehl</u>', note: '"&amp;"', optional: false }],
    });
  });
});

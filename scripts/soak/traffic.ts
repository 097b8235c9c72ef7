import { RECIPE_CATEGORIES } from '@kochclip/db/schema';
import { SOAK_PASSWORD } from './database';
import { HttpSession, type TRequest, type TTarget } from './http-session';
import type { Recorder } from './recorder';
import { trpcData, trpcMutation, trpcQuery } from './trpc';

export interface TTraffic {
  targets: TTarget[];
  recorder: Recorder;
  /** Most liked first. */
  recipeIds: number[];
  memberNames: string[];
  running: () => boolean;
  /** Mean pause between two pages of one user (`--think`); 0: no pause. */
  thinkMs: number;
}

/** A person reading before the next click: exponentially distributed around `thinkMs`, at most five times it. */
function pause(t: TTraffic): Promise<void> {
  if (t.thinkMs === 0 || !t.running()) return Promise.resolve();
  const ms = Math.min(-Math.log(1 - Math.random()) * t.thinkMs, 5 * t.thinkMs);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The mix, per virtual user and loop: a visitor session (landing page, a search or a category, one to four recipe
 * pages, a quarter of them as a scripted /api client would read them) or, one loop in twelve, a member who logs in
 * (over /trpc as the web app does, or /api), spends 10–30 recipe pages liking, rating, commenting, collecting,
 * creating from ingredients and starting step timers, and logs out or just leaves. About two fifths of the recipe pages are members'.
 */
const MEMBER_SHARE = 1 / 12;
const SEARCHES = [
  'Suppe',
  'Kürbis',
  'Bärlauch',
  'Tomaten',
  'kaese',
  'Lasange',
  'Hähnchen',
  'vegan',
  'Kartoffel Auflauf',
  'Linsen',
  'schnell',
  'Pilzpfanne',
  'Brokkoli Nudeln',
  'Lachs',
  'Zucchini',
];
const COMMENTS = [
  'Super lecker, gibt es jetzt jede Woche!',
  'Mit etwas mehr Knoblauch noch besser.',
  'Hat auf Anhieb geklappt, danke!',
  'Die Kinder wollten Nachschlag.',
  'Ich habe Schmand statt Sahne genommen.',
];
const PANTRIES = [
  ['Kürbis', 'Zwiebel'],
  ['Tomaten', 'Nudeln'],
  ['Kartoffeln', 'Speck'],
  ['Linsen', 'Möhren'],
  ['Lachs', 'Spinat'],
];

const random = (below: number) => Math.floor(Math.random() * below);
const pick = <T>(list: readonly T[]): T => list[random(list.length)] as T;
const chance = (p: number) => Math.random() < p;

interface TRecipeView {
  id: number;
  isLiked: boolean;
}

/** Half the pages are among the 200 most liked recipes, the rest anywhere. */
function someRecipe(t: TTraffic): number {
  const pool = chance(0.5) ? t.recipeIds.slice(0, 200) : t.recipeIds;
  return pick(pool);
}

const read = (kind: string, path: string): TRequest => ({ kind, kindClass: 'read', method: 'GET', path });

async function browse(t: TTraffic, s: HttpSession): Promise<void> {
  if (chance(0.3)) {
    await s.send(read('tRPC Kategorie', trpcQuery([['recipes.list', { limit: 24, category: pick(RECIPE_CATEGORIES) }]])));
    return;
  }
  const search = pick(SEARCHES);
  const first = await s.send(read('tRPC Suche', trpcQuery([['recipes.list', { limit: 24, search }]])));
  const cursor = first && trpcData<{ nextCursor: string | null }>(first.body)?.nextCursor;
  if (cursor && chance(0.3))
    await s.send(read('tRPC Suche Seite 2', trpcQuery([['recipes.list', { limit: 24, search, cursor }]])));
}

async function openRecipe(t: TTraffic, s: HttpSession, member: boolean): Promise<TRecipeView | null> {
  const id = someRecipe(t);
  const page = await s.send(
    read(
      'tRPC Rezeptseite',
      trpcQuery([
        ['auth.session', undefined],
        ['recipes.get', { id }],
      ]),
    ),
  );
  const tabs: [string, unknown][] = [
    ['social.listRatings', { id }],
    ['social.commentPage', { id }],
  ];
  if (member) tabs.push(['social.ownRating', { id }], ['social.recipeCollections', { id }]);
  await s.send(read('tRPC Rezept-Tabs', trpcQuery(tabs)));
  const recipe = page && trpcData<TRecipeView>(page.body, 1);
  return recipe ? { id: recipe.id, isLiked: recipe.isLiked } : null;
}

async function restVisit(t: TTraffic, s: HttpSession): Promise<void> {
  const id = someRecipe(t);
  await s.send(read('REST Suche', `/api/recipes?search=${encodeURIComponent(pick(SEARCHES))}&limit=24`));
  await s.send(read('REST Rezept', `/api/recipes/${id}`));
  await s.send(
    read(chance(0.5) ? 'REST Kommentare' : 'REST Bewertungen', `/api/recipes/${id}/${chance(0.5) ? 'comments' : 'ratings'}`),
  );
}

const landing = (s: HttpSession) =>
  s.send(
    read(
      'tRPC Startseite',
      trpcQuery([
        ['auth.session', undefined],
        ['recipes.list', { limit: 6, sort: 'popular' }],
        ['recipes.communityStats', undefined],
      ]),
    ),
  );

async function visitorSession(t: TTraffic, s: HttpSession): Promise<void> {
  await landing(s);
  await pause(t);
  await browse(t, s);
  for (let pages = 1 + random(4); pages > 0 && t.running(); pages -= 1) {
    await pause(t);
    if (chance(0.25)) await restVisit(t, s);
    else await openRecipe(t, s, false);
  }
}

const write = (kind: string, path: string, body: unknown, limited = true): TRequest => ({
  kind,
  kindClass: 'write',
  method: 'POST',
  path,
  body,
  limited,
});
const trpcWrite = (kind: string, procedure: string, input: unknown, limited = true) => {
  const { path, body } = trpcMutation(procedure, input);
  return write(kind, path, body, limited);
};

/** The member's own collection, made the first time they collect (ids live for the whole run). */
const collections = new Map<string, number>();

async function collect(s: HttpSession, username: string, recipeId: number): Promise<void> {
  let id = collections.get(username);
  if (id === undefined) {
    const made = await s.send(trpcWrite('Sammlung anlegen', 'social.createCollection', { name: 'Lieblingsrezepte' }));
    id = made ? trpcData<{ id: number }>(made.body)?.id : undefined;
    if (id === undefined) return;
    collections.set(username, id);
  }
  await s.send(trpcWrite('In Sammlung', 'social.addRecipeToCollection', { id, recipeId }));
}

async function act(s: HttpSession, username: string, recipe: TRecipeView): Promise<void> {
  const roll = Math.random();
  const { id } = recipe;
  if (roll < 0.3) {
    const like = !recipe.isLiked;
    if (chance(0.3))
      await s.send({
        ...write(like ? 'Like' : 'Unlike', `/api/recipes/${id}/like`, undefined, false),
        method: like ? 'POST' : 'DELETE',
      });
    else await s.send(trpcWrite(like ? 'Like' : 'Unlike', like ? 'recipes.like' : 'recipes.unlike', { id }, false));
  } else if (roll < 0.4) {
    await s.send(
      trpcWrite('Bewertung', 'social.rateRecipe', { id, rating: 1 + random(5), comment: chance(0.5) ? pick(COMMENTS) : null }),
    );
  } else if (roll < 0.5) {
    await s.send(trpcWrite('Kommentar', 'social.addComment', { id, content: pick(COMMENTS) }));
  } else if (roll < 0.58) {
    await collect(s, username, id);
  } else if (roll < 0.62) {
    await s.send(
      write('Rezept aus Zutaten (REST)', '/api/generate-recipe', { type: 'ingredients', ingredients: pick(PANTRIES) }),
    );
  } else if (roll < 0.66) {
    await stepTimer(s, id);
  }
}

/** Cooking mode's step timer with its server reminder (issue 43): short, so it ends within the run; some are stopped. */
async function stepTimer(s: HttpSession, recipeId: number): Promise<void> {
  const input = { kind: 'step', label: 'Nudeln abgießen', recipeId, seconds: 3 + random(28) };
  const started = await s.send(trpcWrite('Timer starten', 'timers.startTimer', input));
  const id = started && trpcData<{ id: number }>(started.body)?.id;
  if (id !== undefined && chance(0.3)) await s.send(trpcWrite('Timer stoppen', 'timers.stopTimer', { id }, false));
}

let nextMember = 0;

async function memberLife(t: TTraffic, s: HttpSession): Promise<void> {
  const username = t.memberNames[nextMember++ % t.memberNames.length] ?? 'soak_0';
  const credentials = { username, password: SOAK_PASSWORD };
  if (chance(0.5)) await s.send({ ...trpcWrite('Login (tRPC)', 'auth.login', credentials), kindClass: 'login' });
  else await s.send({ ...write('Login (REST)', '/api/login', credentials), kindClass: 'login' });
  if (!s.signedIn) return;
  await landing(s);
  for (let pages = 10 + random(21); pages > 0 && t.running(); pages -= 1) {
    await pause(t);
    if (chance(0.3)) await browse(t, s);
    const recipe = await openRecipe(t, s, true);
    if (recipe) await act(s, username, recipe);
  }
  if (chance(0.6)) await s.send({ ...trpcWrite('Logout', 'auth.logout', undefined, false), kindClass: 'login' });
  s.forget();
}

/** One virtual user: sessions back to back, pausing `thinkMs` between pages, until the run ends. */
export async function virtualUser(t: TTraffic, index: number): Promise<void> {
  while (t.running()) {
    const session = new HttpSession(t.targets, t.recorder, index);
    if (chance(MEMBER_SHARE)) await memberLife(t, session);
    else await visitorSession(t, session);
  }
}

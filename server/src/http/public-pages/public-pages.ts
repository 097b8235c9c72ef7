import { TRPCError } from '@trpc/server';
import type { Request, Response } from 'express';
import { createCaller } from '@kochclip/routers';
import type { TContext } from '@kochclip/routers/context';
import {
  PROFILE_RECIPES_PAGE,
  ROUTE_HEADS,
  recipeJsonLd,
  type TRouteMatch,
  SHARE_IMAGE,
  shareImagePath,
  type TShareSource,
  unlinkedCreator,
} from '@kochclip/core';
import type { TPageData } from '@kochclip/routers';
import { requestOrigin } from '../../context';
import { pageRouteOf } from './page-route';
import type { TServerRender } from './server-render';
import { shortDescription, type TPageHead } from './html';
import { cardList, legalBody, listBody, notFoundBody, paragraph, recipeBody, sectionHeading } from './page-bodies';

export interface TPublicPagesDeps {
  /** The request's own context (its session), as /api and /trpc build it. */
  createContext: (req: Request, res: Response, transport: TContext['transport']) => Promise<TContext>;
  /** PUBLIC_ORIGIN: canonical URLs use it; without it, the origin the client addressed. */
  publicOrigin?: string;
  /** The web app's server entry: public pages rendered by the app's own components (absent: hand-written markup). */
  serverRender?: () => Promise<TServerRender | null>;
}

export interface TRenderedPage {
  status: 200 | 404;
  head: TPageHead;
  body: string;
  /** The answers the app asks for first, for its first render (not on the 404 page). */
  data?: TPageData;
}

type TSession = TPageData['session'];

type TCaller = ReturnType<typeof createCaller>;

const SITE_TITLE = 'Kochclip – Rezepte aus Kochvideos';
const SITE_DESCRIPTION =
  'Kochclip verwandelt Kochvideos, Zutatenlisten und Ideen mit KI in strukturierte Rezepte – kostenlos und angepasst an deine Küchengeräte.';
const MAX_ROW_ID = 2_147_483_647;

const pageTitle = (title: string) => `${title} – Kochclip`;
const absolute = (url: string, origin: string) => new URL(url, origin).href;

function notFoundPage(): TRenderedPage {
  return {
    status: 404,
    head: { title: pageTitle('Page Not Found'), description: SITE_DESCRIPTION, noindex: true },
    body: notFoundBody(),
  };
}

/** A NOT_FOUND, or an input the procedure refuses (such as an impossible username), means there is no such page. */
const isNotFound = (error: unknown) => error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST');

async function orNotFound<T extends TRenderedPage | null>(load: () => Promise<T>): Promise<T | TRenderedPage> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) return notFoundPage();
    throw error;
  }
}

/** A recipe or cookbook id in a path: canonical decimal digits (no leading zero) within PostgreSQL's integer, else null. */
function pathId(raw: string): number | null {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}

/** A recipe's link preview: its share card (a JPEG every preview shows), never the SVG illustration. */
function sharePicture(recipe: TShareSource, origin: string) {
  return { imageUrl: absolute(shareImagePath(recipe), origin), imageSize: SHARE_IMAGE };
}

/** The page as the app's own components render it, when the build has the server entry; else null. */
type TAppRender = (data: TPageData) => Promise<Pick<TRenderedPage, 'body' | 'data'> | null>;

async function recipePage(
  caller: TCaller,
  session: TSession,
  rawId: string,
  origin: string,
  appRender: TAppRender,
): Promise<TRenderedPage> {
  const id = pathId(rawId);
  if (id === null) return notFoundPage();
  return orNotFound(async () => {
    const recipe = await caller.recipes.get({ id });
    const creator = recipe.createdBy
      ? { username: recipe.createdBy.username, name: recipe.createdBy.firstName?.trim() || recipe.createdBy.username }
      : null;
    const data: TPageData = { page: 'recipe', session, recipe };
    const rendered = await appRender(data);
    return {
      status: 200,
      head: {
        title: pageTitle(recipe.title),
        description: shortDescription(recipe.description ?? `${recipe.title}: Rezept mit Zutaten und Zubereitung auf Kochclip.`),
        canonicalUrl: `${origin}/recipe/${recipe.id}`,
        ...sharePicture(recipe, origin),
        preloadImage: recipe.imageUrl,
        ogType: 'article',
      },
      ...(rendered ?? {
        body: recipeBody({ ...recipe, creator, formerCreator: unlinkedCreator(recipe), jsonLd: recipeJsonLd(recipe, origin) }),
        data,
      }),
    };
  });
}

type TRoute = TRouteMatch['route'];

async function recipesPage(caller: TCaller, session: TSession, route: TRoute, origin: string): Promise<TRenderedPage> {
  const { recipes } = await caller.recipes.list({ limit: 24, sort: 'recent' });
  const heading = ROUTE_HEADS[route.id]?.title ?? 'Alle Rezepte';
  const lead = ROUTE_HEADS[route.id]?.description ?? SITE_DESCRIPTION;
  const first = recipes[0];
  return {
    status: 200,
    head: {
      title: pageTitle(heading),
      description: lead,
      canonicalUrl: `${origin}/${route.path}`,
      ...(first ? sharePicture(first, origin) : {}),
      preloadImage: first ? (first.thumbnailUrl ?? first.imageUrl) : null,
    },
    body: listBody(heading, lead, cardList(recipes, 'Rezepte')),
    data: { page: 'recipes', session },
  };
}

async function communityPage(caller: TCaller, session: TSession, route: TRoute, origin: string): Promise<TRenderedPage> {
  const [stats, popular, recent] = await Promise.all([
    caller.recipes.communityStats(),
    caller.recipes.list({ limit: 6, sort: 'popular' }),
    caller.recipes.list({ limit: 4, sort: 'recent' }),
  ]);
  const heading = ROUTE_HEADS[route.id]?.title ?? 'Community';
  const lead = ROUTE_HEADS[route.id]?.description ?? SITE_DESCRIPTION;
  const numbers = `${stats.totalRecipes.toLocaleString('de-DE')} Rezepte von ${stats.totalMembers.toLocaleString('de-DE')} Mitgliedern, ${stats.recipesThisWeek.toLocaleString('de-DE')} neue in dieser Woche.`;
  const first = popular.recipes[0];
  return {
    status: 200,
    head: {
      title: pageTitle(heading),
      description: `${lead} ${numbers}`,
      canonicalUrl: `${origin}/${route.path}`,
      ...(first ? sharePicture(first, origin) : {}),
      preloadImage: first ? (first.thumbnailUrl ?? first.imageUrl) : null,
    },
    body: listBody(
      heading,
      lead,
      `${paragraph(numbers)}${sectionHeading('Beliebteste Rezepte')}${cardList(popular.recipes, 'Beliebteste Rezepte')}${sectionHeading('Neueste Rezepte')}${cardList(recent.recipes, 'Neueste Rezepte')}`,
    ),
    data: { page: 'community', session },
  };
}

async function profilePage(
  caller: TCaller,
  session: TSession,
  username: string,
  origin: string,
  appRender: TAppRender,
): Promise<TRenderedPage> {
  return orNotFound(async () => {
    const profile = await caller.social.publicProfile({ username });
    const memberRecipes = await caller.social.memberRecipes({ username: profile.username, limit: PROFILE_RECIPES_PAGE });
    const { recipes } = memberRecipes;
    const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim() || profile.username;
    const description = shortDescription(
      profile.bio ?? `${name} (@${profile.username}) kocht auf Kochclip: Rezepte, Sammlungen und Kochbücher.`,
    );
    const first = recipes[0];
    const data: TPageData = { page: 'profile', session, profile: { username, member: profile, recipes: memberRecipes } };
    const rendered = await appRender(data);
    return {
      status: 200,
      head: {
        title: pageTitle(name),
        description,
        canonicalUrl: `${origin}/u/${encodeURIComponent(profile.username)}`,
        imageUrl: profile.profileImageUrl ? absolute(profile.profileImageUrl, origin) : null,
        preloadImage: first ? (first.thumbnailUrl ?? first.imageUrl) : null,
        ogType: 'profile',
      },
      ...(rendered ?? {
        body: listBody(
          name,
          `@${profile.username}`,
          `${profile.bio ? paragraph(profile.bio) : ''}${sectionHeading('Rezepte')}${cardList(recipes, `Rezepte von ${name}`)}`,
        ),
        data,
      }),
    };
  });
}

/** Impressum or Datenschutz: the operator's page (or the default one), rendered by the app's legal page. */
async function legalPage(
  caller: TCaller,
  session: TSession,
  page: 'impressum' | 'datenschutz',
  route: TRoute,
  origin: string,
  appRender: TAppRender,
): Promise<TRenderedPage> {
  const legal = await caller.account.legalPage({ page });
  const data: TPageData = { page, session, legal };
  const rendered = await appRender(data);
  return {
    status: 200,
    head: { title: pageTitle(legal.title), description: SITE_DESCRIPTION, canonicalUrl: `${origin}/${route.path}` },
    ...(rendered ?? { body: legalBody(legal.title, legal.html), data }),
  };
}

/** A page with fixed content from the route manifest (its title and description), indexed when it is public. */
function fixedPage(route: TRouteMatch['route'], origin: string): TRenderedPage {
  const canonicalUrl = `${origin}/${route.path}`;
  if (route.id === 'home')
    return { status: 200, head: { title: SITE_TITLE, description: SITE_DESCRIPTION, canonicalUrl }, body: '' };
  return {
    status: 200,
    head: {
      title: pageTitle(ROUTE_HEADS[route.id]?.title ?? 'Kochclip'),
      description: ROUTE_HEADS[route.id]?.description ?? SITE_DESCRIPTION,
      canonicalUrl,
    },
    body: '',
  };
}

/**
 * The server's answer to a page request, from the route manifest (@kochclip/core): a public page (recipe, lists,
 * profile) with its head and first content read through the same procedures as /api, the 404 page, or null for
 * another app page (index.html as built).
 */
export function publicPages(deps: TPublicPagesDeps) {
  return async function render(req: Request, res: Response): Promise<TRenderedPage | null> {
    const origin = deps.publicOrigin ?? requestOrigin(req) ?? 'http://localhost';
    const match = pageRouteOf(req.path);
    if (!match) return notFoundPage();
    const { route, params } = match;
    if (route.record) {
      const id = pathId(params.id ?? '');
      if (id === null) return notFoundPage();
      const context = await deps.createContext(req, res, 'internal');
      // A visitor on a members-only page is left to the app, which asks them to log in: the owner of a private
      // recipe or cookbook is not told it is gone before they are.
      if (route.access !== 'public' && !context.user) return null;
      const caller = createCaller(context);
      // The app as built when the reader may open the recipe or cookbook, else the 404 page.
      return orNotFound(async () => {
        await (route.record === 'recipe' ? caller.recipes.get({ id }) : caller.social.cookbook({ id }));
        return null;
      });
    }
    if (!route.serverPage) return route.sitemap ? fixedPage(route, origin) : null;
    // The page is read as the app then reads it (a member's recipe in full), and a view is counted once: the
    // app's own request for the recipe falls in the same viewer's dedupe window.
    const caller = createCaller(await deps.createContext(req, res, 'internal'));
    const session = await caller.auth.session();
    const appRender: TAppRender = async (data) => {
      const app = await deps.serverRender?.();
      if (!app) return null;
      // The answers as the browser reads them from JSON (dates as strings), so both render the same markup.
      const asSent = JSON.parse(JSON.stringify(data)) as TPageData;
      const { html, queries } = await app.renderPage({ url: req.originalUrl, origin, data: asSent });
      // The answers travel in the query cache the page was rendered from.
      return { body: html, data: { page: data.page, session: data.session, queries } };
    };
    switch (route.serverPage) {
      case 'recipe':
        return recipePage(caller, session, params.id ?? '', origin, appRender);
      case 'profile':
        return profilePage(caller, session, params.username ?? '', origin, appRender);
      case 'recipes':
        return recipesPage(caller, session, route, origin);
      case 'community':
        return communityPage(caller, session, route, origin);
      case 'impressum':
      case 'datenschutz':
        return legalPage(caller, session, route.serverPage, route, origin, appRender);
    }
  };
}

export type TPageRenderer = (req: Request, res: Response) => Promise<TRenderedPage | null>;

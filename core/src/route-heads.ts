import type { ROUTE_MANIFEST, TRouteId } from './route-manifest';
import { SHARE_IMAGE, shareImagePath, type TShareSource } from './share-image';

/**
 * The head of each page the server renders (title, description, canonical path, preview picture), from its route
 * and the answers its components asked for while the server rendered it. Apart from the manifest, so the
 * browser's script (which sets titles itself) does not carry it.
 */

/** A route the server renders (`serverRender` in the manifest). */
export type TServerRouteId = Extract<(typeof ROUTE_MANIFEST)[number], { serverRender: string }>['id'];

type TCard = TShareSource & { thumbnailUrl?: string | null };

/** The answers a head reads, by procedure, in the shape the procedures send them (JSON). */
export interface THeadAnswers {
  'recipes.get': TCard & { description: string | null };
  'recipes.list': { recipes: TCard[] };
  'recipes.communityStats': { totalRecipes: number; totalMembers: number; recipesThisWeek: number };
  'social.publicProfile': {
    username: string;
    firstName: string | null;
    lastName: string | null;
    bio: string | null;
    profileImageUrl: string | null;
  };
  'social.memberRecipes': { recipes: TCard[] };
  'social.cookbook': { title: string; description: string | null; isPrivate: boolean };
  'social.listChallenges': { status: string }[];
  'social.getChallenge': {
    id: number;
    title: string;
    description: string;
    status: string;
    submissions: { imageUrl: string; thumbnailUrl: string | null }[];
  };
  'account.legalPage': { title: string };
}

export interface THeadInput {
  params: Record<string, string>;
  /** The first answer of a procedure the page asked for; undefined when it was not asked or failed. */
  answer: <P extends keyof THeadAnswers>(procedure: P) => THeadAnswers[P] | undefined;
}

export interface TRouteHead {
  /** The full document title, as the app sets it ("Shakshuka – Kochclip"). */
  title: string;
  description: string;
  /** The page's one address (the server makes it absolute); absent on pages that must not be indexed. */
  canonicalPath?: string;
  /** Preview picture (Open Graph, Twitter card), a path or URL; the share card of a recipe carries its size. */
  image?: { url: string; size?: { readonly width: number; readonly height: number; readonly type: string } } | null;
  /** Picture to fetch with high priority before the script runs (the recipe hero, the first card). */
  preloadImage?: string | null;
  ogType?: 'website' | 'article' | 'profile';
  noindex?: boolean;
}

/** null: the record the page names does not exist for this reader (the server answers 404). */
type THeadOf = (input: THeadInput) => TRouteHead | null;

export const SITE_TITLE = 'Kochclip – Rezepte aus Kochvideos';
export const SITE_DESCRIPTION =
  'Kochclip verwandelt Kochvideos, Zutatenlisten und Ideen mit KI in strukturierte Rezepte – kostenlos und angepasst an deine Küchengeräte.';

export const pageTitle = (title: string) => `${title} – Kochclip`;

const shareCard = (recipe: TShareSource) => ({ url: shareImagePath(recipe), size: SHARE_IMAGE });
const firstPicture = (recipes: readonly TCard[] | undefined) => {
  const first = recipes?.[0];
  return first
    ? { image: shareCard(first), preloadImage: first.thumbnailUrl ?? first.imageUrl }
    : { image: null, preloadImage: null };
};

const memberName = (member: THeadAnswers['social.publicProfile']) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ').trim() || member.username;

const legalHead =
  (path: string): THeadOf =>
  ({ answer }) => {
    const legal = answer('account.legalPage');
    return legal ? { title: pageTitle(legal.title), description: SITE_DESCRIPTION, canonicalPath: path } : null;
  };

const profileHead: THeadOf = ({ answer }) => {
  const member = answer('social.publicProfile');
  if (!member) return null;
  const name = memberName(member);
  return {
    title: pageTitle(name),
    description: member.bio ?? `${name} (@${member.username}) kocht auf Kochclip: Rezepte, Sammlungen und Kochbücher.`,
    canonicalPath: `/u/${encodeURIComponent(member.username)}`,
    image: member.profileImageUrl ? { url: member.profileImageUrl } : null,
    preloadImage: firstPicture(answer('social.memberRecipes')?.recipes).preloadImage,
    ogType: 'profile',
  };
};

const de = (n: number) => n.toLocaleString('de-DE');

export const ROUTE_HEADS: Record<TServerRouteId, THeadOf> = {
  home: () => ({ title: SITE_TITLE, description: SITE_DESCRIPTION, canonicalPath: '/' }),
  recipes: ({ answer }) => ({
    title: pageTitle('Alle Rezepte'),
    description: 'Stöbere durch alle Rezepte der Kochclip-Community – nach Kategorie, Zeit und Schwierigkeit.',
    canonicalPath: '/recipes',
    ...firstPicture(answer('recipes.list')?.recipes),
  }),
  community: ({ answer }) => {
    const stats = answer('recipes.communityStats');
    const numbers = stats
      ? ` ${de(stats.totalRecipes)} Rezepte von ${de(stats.totalMembers)} Mitgliedern, ${de(stats.recipesThisWeek)} neue in dieser Woche.`
      : '';
    return {
      title: pageTitle('Community'),
      description: `Entdecke, was die Kochclip-Community kocht, teilt und liebt.${numbers}`,
      canonicalPath: '/community',
      ...firstPicture(answer('recipes.list')?.recipes),
    };
  },
  recipe: ({ answer }) => {
    const recipe = answer('recipes.get');
    if (!recipe) return null;
    return {
      title: pageTitle(recipe.title),
      description: recipe.description ?? `${recipe.title}: Rezept mit Zutaten und Zubereitung auf Kochclip.`,
      canonicalPath: `/recipe/${recipe.id}`,
      image: shareCard(recipe),
      preloadImage: recipe.imageUrl,
      ogType: 'article',
    };
  },
  memberProfile: profileHead,
  memberShortcut: profileHead,
  cookbook: ({ answer, params }) => {
    const book = answer('social.cookbook');
    if (!book) return null;
    return {
      title: pageTitle(book.title),
      description: book.description ?? `${book.title}: ein Kochbuch auf Kochclip.`,
      // A private cookbook is its owner's page: never indexed.
      ...(book.isPrivate ? { noindex: true } : { canonicalPath: `/cookbooks/${params.id ?? ''}` }),
    };
  },
  challenges: ({ answer }) => {
    const running = answer('social.listChallenges')?.filter((challenge) => challenge.status === 'Aktiv').length ?? 0;
    const now = running === 1 ? ' Gerade läuft eine Challenge.' : running > 1 ? ` Gerade laufen ${de(running)} Challenges.` : '';
    return {
      title: pageTitle('Challenges'),
      description: `Koch mit der Kochclip-Community: Rezept nachkochen, Foto einreichen, die Beiträge der anderen entdecken.${now}`,
      canonicalPath: '/challenges',
    };
  },
  challenge: ({ answer }) => {
    const challenge = answer('social.getChallenge');
    if (!challenge) return null;
    const first = challenge.submissions[0];
    return {
      title: pageTitle(challenge.title),
      description: `${challenge.status === 'Aktiv' ? 'Challenge' : `Challenge (${challenge.status})`}: ${challenge.description}`,
      canonicalPath: `/challenges/${challenge.id}`,
      image: first ? { url: first.imageUrl } : null,
      preloadImage: null,
    };
  },
  impressum: legalHead('/impressum'),
  datenschutz: legalHead('/datenschutz'),
};

/** The head of a route the server renders, from the answers it rendered with; undefined for another route. */
export function routeHead(id: TRouteId, input: THeadInput): TRouteHead | null | undefined {
  const heads: Partial<Record<TRouteId, THeadOf>> = ROUTE_HEADS;
  return heads[id]?.(input);
}

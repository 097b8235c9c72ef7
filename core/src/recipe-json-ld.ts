/**
 * The one schema.org mapping of a Kochclip recipe: the recipe page's structured data (web), the JSON-LD and
 * Markdown export and the cookbook list (routers). Pure and browser-safe (it imports only pure modules), so the
 * web app may import it.
 */
import { ingredientText } from './kitchen/ingredient-words';
import { countWordDE } from './german-format';

import { shareImagePath } from './share-image';

export interface TJsonLdIngredient {
  name: string;
  amount: string;
  unit: string;
  /** „gesiebt“: written after the name. */
  note?: string | null;
  optional?: boolean;
  /** The ingredient group's title, as stored (the flat lists carry it per item). */
  group?: string | null;
}

export interface TJsonLdInstruction {
  step: string;
  group?: string | null;
}

/** Consecutive items with the same group title, as the recipe stores its groups (recipes/editor/recipe-groups.ts). */
export function titledRuns<T extends { group?: string | null }>(items: readonly T[]): { title: string | null; items: T[] }[] {
  const runs: { title: string | null; items: T[] }[] = [];
  for (const item of items) {
    const title = item.group ?? null;
    const last = runs.at(-1);
    if (last && last.title === title) last.items.push(item);
    else runs.push({ title, items: [item] });
  }
  return runs;
}

/** What the mapping reads of a recipe (the detail shape has all of it). */
export interface TJsonLdSource {
  id: number;
  title: string;
  description: string | null;
  imageUrl: string | null;
  /** A Date in the services, ISO text in the web app. */
  createdAt: Date | string;
  category: string | null;
  servings: number;
  duration: number | null;
  tags: string[];
  ingredients: TJsonLdIngredient[];
  instructions: TJsonLdInstruction[];
  /** The detail output's ingredient groups: they carry each ingredient's note and optional flag, which its flat list leaves out. */
  ingredientGroups?: { title: string | null; ingredients: TJsonLdIngredient[] }[];
  /** The detail output's step groups; without them the groups are read from the instructions' `group`. */
  instructionGroups?: { title: string | null; steps: TJsonLdInstruction[] }[];
  createdBy: { username: string; firstName: string | null } | null;
  averageRating: number | null;
  totalRatings: number;
  sourceUrl: string | null;
  sourceAuthor: string | null;
  originalVideoUrl: string | null;
}

interface TJsonLdStep {
  '@type': 'HowToStep';
  position: number;
  text: string;
}

export interface TJsonLdRecipe {
  '@context'?: 'https://schema.org';
  '@type': 'Recipe';
  name: string;
  description?: string;
  url: string;
  inLanguage: 'de-DE';
  image?: string[];
  datePublished: string;
  author?: { '@type': 'Person'; name: string; url?: string };
  isBasedOn?: string;
  recipeCategory?: string;
  recipeYield: string;
  totalTime?: string;
  keywords?: string;
  recipeIngredient: string[];
  recipeInstructions: (TJsonLdStep | { '@type': 'HowToSection'; name: string; itemListElement: TJsonLdStep[] })[];
  aggregateRating?: { '@type': 'AggregateRating'; ratingValue: number; ratingCount: number; bestRating: 5; worstRating: 1 };
}

/** ISO 8601 duration for schema.org: 45 -> 'PT45M', 90 -> 'PT1H30M'. Unknown -> undefined. */
export function isoDuration(minutes: number | null): string | undefined {
  if (!minutes || minutes <= 0 || !Number.isFinite(minutes)) return undefined;
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** Minutes of an ISO 8601 duration as `isoDuration` writes it: 'PT1H30M' -> 90; null for anything else. */
export function minutesOfIsoDuration(iso: string | undefined): number | null {
  const match = iso ? /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(iso) : null;
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/**
 * An ingredient as one line of text, the way recipe sites write it and the import reads it back: '250 g Mehl',
 * '3 Eier', '2 Zehen Knoblauch', 'Salz nach Geschmack', 'etwas Pfeffer'. Units and counted foods take the number
 * of the amount, as on the recipe page (ingredient-words.ts).
 */
export function ingredientLine(ingredient: TJsonLdIngredient): string {
  const name = ingredient.name.trim();
  let line: string;
  if (ingredient.unit === 'nach Geschmack') line = [ingredient.amount.trim(), name, 'nach Geschmack'].filter(Boolean).join(' ');
  else {
    const text = ingredientText(ingredient, 1, 1);
    line = [text.amount, text.name]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ');
  }
  const note = ingredient.note?.trim();
  return `${line}${note ? `, ${note}` : ''}${ingredient.optional ? ' (optional)' : ''}`;
}

/**
 * Steps numbered through the whole recipe; a titled step group becomes a HowToSection, untitled steps stay
 * plain HowToSteps (schema.org allows both in one list).
 */
function instructionsJsonLd(recipe: TJsonLdSource): TJsonLdRecipe['recipeInstructions'] {
  const groups =
    recipe.instructionGroups ?? titledRuns(recipe.instructions).map((run) => ({ title: run.title, steps: run.items }));
  let position = 0;
  return groups.flatMap((group): TJsonLdRecipe['recipeInstructions'] => {
    const steps = group.steps.map((instruction) => {
      position += 1;
      return { '@type': 'HowToStep' as const, position, text: instruction.step };
    });
    return group.title ? [{ '@type': 'HowToSection' as const, name: group.title, itemListElement: steps }] : steps;
  });
}

function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/** How the recipe page names a member ('von Anna'): first name, else username. */
const memberName = (member: { username: string; firstName: string | null }) => member.firstName?.trim() || member.username;

/**
 * schema.org Recipe with Google's required and recommended properties where the recipe has them. The author of
 * an imported recipe is the one its page names (the page is `isBasedOn`); otherwise the member who created it.
 * It describes exactly the ingredients and steps it is given: a visitor's preview stays a preview.
 */
export function recipeJsonLd(recipe: TJsonLdSource, origin: string): TJsonLdRecipe {
  const hasRating = recipe.totalRatings > 0 && recipe.averageRating !== null;
  const author = recipe.sourceAuthor
    ? { '@type': 'Person' as const, name: recipe.sourceAuthor }
    : recipe.createdBy
      ? {
          '@type': 'Person' as const,
          name: memberName(recipe.createdBy),
          url: `${origin}/u/${encodeURIComponent(recipe.createdBy.username)}`,
        }
      : undefined;
  const basedOn = recipe.sourceUrl ?? recipe.originalVideoUrl;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    ...(recipe.description ? { description: recipe.description } : {}),
    url: `${origin}/recipe/${recipe.id}`,
    inLanguage: 'de-DE',
    // Raster pictures only: search engines and previews skip an SVG; the share card is always there.
    image: [
      ...(recipe.imageUrl && !recipe.imageUrl.endsWith('.svg') ? [absoluteUrl(recipe.imageUrl, origin)] : []),
      absoluteUrl(shareImagePath(recipe), origin),
    ],
    datePublished: new Date(recipe.createdAt).toISOString(),
    ...(author ? { author } : {}),
    ...(basedOn ? { isBasedOn: basedOn } : {}),
    ...(recipe.category ? { recipeCategory: recipe.category } : {}),
    recipeYield: `${recipe.servings} ${countWordDE(recipe.servings, 'Portion', 'Portionen')}`,
    ...(recipe.duration ? { totalTime: isoDuration(recipe.duration) } : {}),
    ...(recipe.tags.length > 0 ? { keywords: recipe.tags.join(', ') } : {}),
    recipeIngredient: (recipe.ingredientGroups?.flatMap((group) => group.ingredients) ?? recipe.ingredients).map(ingredientLine),
    recipeInstructions: instructionsJsonLd(recipe),
    ...(hasRating && recipe.averageRating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating' as const,
            ratingValue: recipe.averageRating,
            ratingCount: recipe.totalRatings,
            bestRating: 5 as const,
            worstRating: 1 as const,
          },
        }
      : {}),
  };
}

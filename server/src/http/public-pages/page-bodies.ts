import {
  escapeHtml as e,
  formatCountDE,
  formatDuration,
  ingredientLine,
  type TJsonLdIngredient,
  type TJsonLdRecipe,
} from '@kochclip/core';
import { scriptJson } from './html';

/**
 * The first content of public pages, in the server's HTML before any script runs: what crawlers, link previews
 * and a slow phone see until React renders the page (it replaces all of it at once). Plain markup with the app's
 * own classes (web/src/styles.css scans this folder), no interactivity.
 */

export interface TCardItem {
  id: number;
  title: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  duration: number | null;
}

interface TRecipeBodyInput {
  title: string;
  description: string | null;
  imageUrl: string | null;
  duration: number | null;
  servings: number;
  category: string | null;
  creator: { username: string; name: string } | null;
  /** 'Gelöschtes Mitglied' or 'Gesperrtes Mitglied' where no profile can be linked. */
  formerCreator: string | null;
  ingredientGroups: { title: string | null; ingredients: TJsonLdIngredient[] }[];
  instructionGroups: { title: string | null; steps: { step: string }[] }[];
  jsonLd: TJsonLdRecipe;
}

const minutes = (duration: number | null) => (duration ? formatDuration(duration) : null);

function frame(content: string): string {
  return `<div class="flex min-h-dvh flex-col">
<header class="border-b border-cream-300/70 bg-cream-50"><nav class="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6" aria-label="Hauptnavigation"><a href="/" class="text-xl font-extrabold text-brand-700">Kochclip</a><a href="/recipes" class="text-stone-700">Rezepte</a><a href="/community" class="text-stone-700">Community</a></nav></header>
<main id="main" class="flex-1"><div class="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12">${content}</div></main>
</div>`;
}

const groupHeading = (title: string | null) =>
  title ? `<h3 class="mt-5 text-base font-bold text-stone-900">${e(title)}</h3>` : '';

/** Each titled group („Für den Teig“) under its sub-heading; a line carries its note and „(optional)“. */
function ingredientsHtml(groups: TRecipeBodyInput['ingredientGroups']): string {
  return groups
    .map(
      (group) =>
        `${groupHeading(group.title)}<ul class="mt-3 list-disc space-y-1 pl-6 text-stone-800">${group.ingredients.map((i) => `<li>${e(ingredientLine(i))}</li>`).join('')}</ul>`,
    )
    .join('\n');
}

/** Steps numbered through the recipe, each titled group under its sub-heading. */
function stepsHtml(groups: TRecipeBodyInput['instructionGroups']): string {
  let first = 1;
  return groups
    .map((group) => {
      const html = `${groupHeading(group.title)}<ol start="${first}" class="mt-3 list-decimal space-y-2 pl-6 text-stone-800">${group.steps.map((s) => `<li>${e(s.step)}</li>`).join('')}</ol>`;
      first += group.steps.length;
      return html;
    })
    .join('\n');
}

export function recipeBody(recipe: TRecipeBodyInput): string {
  const facts = [minutes(recipe.duration), formatCountDE(recipe.servings, 'Portion', 'Portionen'), recipe.category]
    .filter((fact): fact is string => Boolean(fact))
    .map((fact) => `<li>${e(fact)}</li>`)
    .join('');
  const creator = recipe.creator
    ? `<p class="mt-2 text-stone-600">von <a href="/u/${encodeURIComponent(recipe.creator.username)}" class="font-semibold text-brand-700">${e(recipe.creator.name)}</a></p>`
    : recipe.formerCreator
      ? `<p class="mt-2 text-stone-600">von <span class="font-semibold">${e(recipe.formerCreator)}</span></p>`
      : '';
  // The same frame as the app's hero (recipe-hero.tsx), so the picture keeps its place when React takes over.
  const image = recipe.imageUrl
    ? `<div class="relative aspect-[16/10] overflow-hidden rounded-(--radius-card) bg-cream-200 shadow-card sm:aspect-[21/9] lg:aspect-[3/1]"><img src="${e(recipe.imageUrl)}" alt="Foto: ${e(recipe.title)}" fetchpriority="high" decoding="async" class="size-full object-cover" /></div>`
    : '';
  return frame(`<article class="flex flex-col gap-5">
${image}
<div>
<h1 class="mt-1 text-3xl font-extrabold tracking-tight text-balance text-stone-900 md:text-5xl">${e(recipe.title)}</h1>
${recipe.description ? `<p class="mt-3 max-w-3xl text-lg text-pretty text-stone-600">${e(recipe.description)}</p>` : ''}
${creator}
</div>
<ul class="mt-6 flex flex-wrap gap-4 text-sm text-stone-700">${facts}</ul>
<h2 class="mt-8 text-xl font-bold text-stone-900">Zutaten</h2>
${ingredientsHtml(recipe.ingredientGroups)}
<h2 class="mt-8 text-xl font-bold text-stone-900">Zubereitung</h2>
${stepsHtml(recipe.instructionGroups)}
<script type="application/ld+json">${scriptJson(recipe.jsonLd)}</script>
</article>`);
}

/** Recipe cards as links; the first picture is the page's largest paint, so it is fetched first and never lazily. */
export function cardList(recipes: TCardItem[], label: string): string {
  const items = recipes.map((recipe, index) => {
    const src = recipe.thumbnailUrl ?? recipe.imageUrl;
    const loading = index === 0 ? 'fetchpriority="high"' : 'loading="lazy"';
    const img = src
      ? `<img src="${e(src)}" alt="" ${loading} decoding="async" width="400" height="300" class="aspect-[4/3] w-full rounded-xl object-cover" />`
      : '';
    const time = minutes(recipe.duration);
    return `<li><a href="/recipe/${recipe.id}" class="block">${img}<span class="mt-2 block font-semibold text-stone-900">${e(recipe.title)}</span>${time ? `<span class="text-sm text-stone-600">${e(time)}</span>` : ''}</a></li>`;
  });
  return `<ul class="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4" aria-label="${e(label)}">${items.join('')}</ul>`;
}

export function listBody(heading: string, lead: string, sections: string): string {
  return frame(`<h1 class="text-3xl font-extrabold tracking-tight text-stone-900 md:text-4xl">${e(heading)}</h1>
<p class="mt-2 max-w-2xl text-stone-600">${e(lead)}</p>
${sections}`);
}

/** Impressum or Datenschutz: `html` is the legal page's own, rendered from Markdown with raw HTML off (server/src/legal). */
export function legalBody(title: string, html: string): string {
  return frame(`<h1 class="mb-6 text-3xl font-extrabold tracking-tight text-stone-900">${e(title)}</h1>
<article class="legal-text space-y-4 text-stone-700">${html}</article>`);
}

export function sectionHeading(text: string): string {
  return `<h2 class="mt-10 text-2xl font-bold text-stone-900">${e(text)}</h2>`;
}

export function paragraph(text: string): string {
  return `<p class="mt-3 max-w-2xl text-stone-700">${e(text)}</p>`;
}

/** The spec's 'Page Not Found' page (web/src/routes/not-found.tsx draws the same once React runs). */
export function notFoundBody(): string {
  return frame(`<div class="mx-auto flex max-w-lg flex-col items-center py-12 text-center">
<h1 class="text-3xl font-extrabold tracking-tight text-stone-900">Page Not Found</h1>
<p class="mt-3 text-stone-600">Diese Seite gibt es leider nicht. Vielleicht findest du auf der Startseite, was du suchst.</p>
<a href="/" class="mt-8 font-semibold text-brand-700">Zur Startseite</a>
</div>`);
}

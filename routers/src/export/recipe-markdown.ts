import { formatDuration, ingredientLine, titledRuns, type TJsonLdSource } from '@kochclip/core';

/** Characters that would turn recipe text into Markdown syntax (emphasis, links, headings, HTML). */
function escape(text: string): string {
  return text.replace(/[\\`*_[\]<>#|]/g, '\\$&').replace(/\s*\n\s*/g, ' ');
}

export interface TMarkdownRecipe extends TJsonLdSource {
  difficulty: string;
  sourceSite: string | null;
}

/** A recipe as a Markdown document: title, facts, source, ingredients as a list, steps numbered. */
export function recipeMarkdown(recipe: TMarkdownRecipe, origin: string, headingLevel = 1): string {
  const h = '#'.repeat(headingLevel);
  const facts = [
    recipe.category ? `Kategorie: ${escape(recipe.category)}` : null,
    `Schwierigkeit: ${escape(recipe.difficulty)}`,
    recipe.duration ? `Dauer: ${formatDuration(recipe.duration)}` : null,
    `Portionen: ${recipe.servings}`,
  ].filter((fact): fact is string => fact !== null);
  const lines = [`${h} ${escape(recipe.title)}`, ''];
  if (recipe.description) lines.push(escape(recipe.description), '');
  lines.push(facts.join(' · '), '');
  if (recipe.sourceUrl)
    lines.push(
      `Quelle: [${escape(recipe.sourceSite ?? recipe.sourceUrl)}](<${recipe.sourceUrl.replace(/[<>\s]/g, encodeURIComponent)}>)`,
      '',
    );
  // A titled group gets its own heading, one level below the section's.
  lines.push(`${h}# Zutaten`, '');
  for (const group of titledRuns(recipe.ingredients)) {
    if (group.title) lines.push(`${h}## ${escape(group.title)}`, '');
    lines.push(...group.items.map((i) => `- ${escape(ingredientLine(i))}`), '');
  }
  lines.push(`${h}# Zubereitung`, '');
  let number = 0;
  for (const group of titledRuns(recipe.instructions)) {
    if (group.title) lines.push(`${h}## ${escape(group.title)}`, '');
    lines.push(...group.items.map((s) => `${(number += 1)}. ${escape(s.step)}`), '');
  }
  if (recipe.tags.length > 0) lines.push(`Tags: ${recipe.tags.map(escape).join(', ')}`, '');
  lines.push(`Rezept auf Kochclip: ${origin}/recipe/${recipe.id}`, '');
  return lines.join('\n');
}

/** A file name from a title: lower case, umlauts spelled out, words joined by hyphens. */
export function fileStem(title: string): string {
  const stem = title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || 'rezept';
}

import { ZRecipeDraft, type TRecipeDraft } from '@kochclip/routers/create/create.schemas';
import type { TParsedRecipe } from '@kochclip/core/recipe-parser';
import { guessCategory, guessDifficulty, guessTags } from './classify';

const clampInt = (value: number | undefined, min: number, max: number): number | null => {
  if (value === undefined || !Number.isFinite(value)) return null;
  const rounded = Math.round(value);
  return rounded >= min && rounded <= max ? rounded : null;
};

/** Cuts at a word boundary so titles taken from captions stay readable. */
export function shortTitle(text: string, max = 120): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/u, '')} …`;
}

const MAX_TAGS = 12;

/** The caption's own hashtags first, then the guessed diet and speed tags, each once. */
function mergeTags(hashtags: string[], guessed: string[]): string[] {
  return [...new Set([...hashtags, ...guessed])].slice(0, MAX_TAGS);
}

/**
 * Completes what the parser found into a recipe draft: category, difficulty and guessed tags from keyword rules
 * (after the caption's hashtags).
 * Amounts stay exactly as parsed; a list without steps gets one note pointing to the original video or file (null:
 * no draft, as for web pages, whose steps are never invented).
 * Servings default to the recipes table default (4) when the text names none.
 */
export function draftFromParsed(
  parsed: TParsedRecipe,
  hints: { title?: string; description?: string | null; missingStepsNote: string | null },
): TRecipeDraft | null {
  const ingredients = parsed.ingredients
    .map((i) => ({ name: i.name.trim().slice(0, 200), amount: i.amount.trim().slice(0, 50), unit: i.unit.trim().slice(0, 30) }))
    .filter((i) => i.name.length > 0);
  const instructions = parsed.instructions
    .map((s) => {
      const step: TRecipeDraft['instructions'][number] = { step: s.step.trim().slice(0, 2000) };
      const minutes = clampInt(s.duration, 0, 10080);
      if (minutes !== null) step.duration = minutes;
      if (s.temperature) step.temperature = s.temperature.slice(0, 50);
      return step;
    })
    .filter((s) => s.step.length > 0);
  const names = ingredients.map((i) => i.name);
  const rawTitle =
    hints.title ?? parsed.title ?? (names.length > 0 ? `Rezept mit ${names.slice(0, 2).join(' und ')}` : undefined);
  if (!rawTitle) return null;
  const title = shortTitle(rawTitle);
  const duration = clampInt(parsed.duration, 1, 10080);
  const result = ZRecipeDraft.safeParse({
    title,
    description: hints.description ?? null,
    category: guessCategory(title, names),
    difficulty: guessDifficulty(instructions.length, ingredients.length, duration),
    duration,
    servings: clampInt(parsed.servings, 1, 100) ?? 4,
    tags: mergeTags(parsed.tags, guessTags(names, duration)),
    ingredients,
    instructions: instructions.length > 0 || hints.missingStepsNote === null ? instructions : [{ step: hints.missingStepsNote }],
  });
  return result.success ? result.data : null;
}

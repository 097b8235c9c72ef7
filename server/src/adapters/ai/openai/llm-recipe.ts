import { z } from 'zod';
import { DIFFICULTIES, RECIPE_CATEGORIES } from '@kochclip/db/schema';
import { ZRecipeDraft, type TRecipeDraft } from '@kochclip/routers/server';

/**
 * What the LLM must answer. Loose on purpose (no length limits, nullable instead of optional) so every
 * OpenAI-compatible server can follow it; the answer is then checked with the API's own ZRecipeDraft.
 */
export const ZLlmRecipe = z.object({
  isRecipe: z.boolean(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(RECIPE_CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  duration: z.number().nullable(),
  servings: z.number(),
  tags: z.array(z.string()),
  ingredients: z.array(z.object({ name: z.string(), amount: z.string(), unit: z.string() })),
  instructions: z.array(z.object({ step: z.string(), duration: z.number().nullable(), temperature: z.string().nullable() })),
});

/** All fields required and no extra properties: valid for OpenAI's strict structured outputs. */
const { $schema: _dialect, ...llmRecipeJsonSchema } = z.toJSONSchema(ZLlmRecipe, { target: 'draft-7' });
export const LLM_RECIPE_JSON_SCHEMA: Record<string, unknown> = llmRecipeJsonSchema;

export type TLlmAnswer = { kind: 'recipe'; recipe: TRecipeDraft } | { kind: 'no-recipe' } | { kind: 'invalid'; problems: string };

const roundOrNull = (n: number | null) => (n === null || !Number.isFinite(n) ? null : Math.round(n));

/** Reads the model's message: JSON, our schema, then the API's draft schema. */
export function readLlmAnswer(content: string | null | undefined): TLlmAnswer {
  let json: unknown;
  try {
    json = JSON.parse((content ?? '').replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return { kind: 'invalid', problems: 'Die Antwort war kein gültiges JSON.' };
  }
  const answer = ZLlmRecipe.safeParse(json);
  if (!answer.success) return { kind: 'invalid', problems: z.prettifyError(answer.error) };
  const a = answer.data;
  if (!a.isRecipe) return { kind: 'no-recipe' };
  const draft = ZRecipeDraft.safeParse({
    title: a.title,
    description: a.description?.trim() ? a.description : null,
    category: a.category,
    difficulty: a.difficulty,
    duration: roundOrNull(a.duration),
    servings: Math.round(a.servings),
    tags: a.tags.map((t) => t.trim().toLowerCase()).filter((t) => t.length > 0),
    ingredients: a.ingredients,
    instructions: a.instructions.map((s) => {
      const minutes = roundOrNull(s.duration);
      return {
        step: s.step,
        ...(minutes !== null && minutes >= 0 ? { duration: minutes } : {}),
        ...(s.temperature?.trim() ? { temperature: s.temperature } : {}),
      };
    }),
  });
  if (!draft.success) return { kind: 'invalid', problems: z.prettifyError(draft.error) };
  return { kind: 'recipe', recipe: draft.data };
}

/** The OpenAI-compatible engine as an extractor for scripts/eval-parser.ts (report only, never part of CI). */
import { AppError } from '@kochclip/routers/errors';
import { VIDEO_FAILED, createOpenAiEngine, type TEnv } from '@kochclip/server';
import type { TParsedRecipe } from '@kochclip/core/recipe-parser';

export type TLlmExtractor = (text: string) => Promise<TParsedRecipe | null>;

/** An extractor, or the line to print when no LLM is configured. */
export function llmExtractor(env: TEnv): TLlmExtractor | string {
  if (!env.OPENAI_BASE_URL && !env.OPENAI_API_KEY) {
    return 'No LLM configured: set OPENAI_BASE_URL (e.g. http://localhost:11434/v1) and/or OPENAI_API_KEY to evaluate --engine llm.';
  }
  const engine = createOpenAiEngine(
    {
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
      visionModel: env.OPENAI_VISION_MODEL,
      timeoutMs: env.OPENAI_TIMEOUT_MS,
    },
    (line) => console.error(line),
  );
  return async (text) => {
    try {
      const draft = await engine.fromText(
        { origin: 'video', text, context: 'Beschreibung eines Kochvideos' },
        { kitchenDevices: [], allergies: [] },
        { run: (generate) => generate() },
      );
      return {
        title: draft.title,
        servings: draft.servings,
        ingredients: draft.ingredients,
        instructions: draft.instructions,
        tags: draft.tags,
      };
    } catch (error) {
      // The engine's "no recipe" answer is a refusal; anything else (server down, invalid answers) stops the run.
      if (error instanceof AppError && error.message === VIDEO_FAILED) return null;
      throw error;
    }
  };
}

import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { NO_INGREDIENT_MATCH, NO_PROMPT_MATCH, type TRecipeDraft } from '@kochclip/routers/server';
import { AppError } from '@kochclip/routers/errors';
import { parseRecipeTextSafely, visionJpeg } from '../media/media-work';
import { noRecipeIn, type TRecipeEngine } from './engine';
import { lazyOpenAiClient, openAiApiError } from './openai/client';
import { LLM_RECIPE_JSON_SCHEMA, readLlmAnswer } from './openai/llm-recipe';
import { ideaMessage, sourceMessage, systemPrompt } from './openai/prompt';

export interface TOpenAiConfig {
  apiKey?: string;
  /** Any OpenAI-compatible server, e.g. http://localhost:11434/v1. */
  baseUrl?: string;
  model: string;
  visionModel: string;
  timeoutMs: number;
}

export const AI_UNAVAILABLE = 'Die KI ist gerade nicht erreichbar. Bitte versuche es später erneut.';
/** The model did not answer within OPENAI_TIMEOUT_MS: 504, nothing counted. */
export const AI_TIMEOUT = 'Die KI hat nicht rechtzeitig geantwortet. Bitte versuche es später erneut.';
export const AI_INVALID = 'Die KI hat kein gültiges Rezept geliefert. Bitte versuche es erneut.';

export function createOpenAiEngine(config: TOpenAiConfig, log: (line: string) => void): TRecipeEngine {
  // No SDK retries: a 429 or 500 must reach the member as a German message quickly, not after minutes.
  const client = lazyOpenAiClient({ ...config, maxRetries: 0 });

  async function complete(model: string, messages: ChatCompletionMessageParam[]): Promise<string | null> {
    try {
      const completion = await (await client()).chat.completions.create({
        model,
        messages,
        temperature: 0.2,
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'kochclip_rezept', strict: true, schema: LLM_RECIPE_JSON_SCHEMA },
        },
      });
      return completion.choices[0]?.message.content ?? null;
    } catch (error) {
      const apiError = await openAiApiError(error);
      if (!apiError) throw error;
      log(`KI-Anfrage fehlgeschlagen (${apiError.status ?? apiError.name}): ${apiError.message}`);
      if (apiError.timedOut) throw new AppError('GATEWAY_TIMEOUT', AI_TIMEOUT);
      throw new AppError('SERVICE_UNAVAILABLE', AI_UNAVAILABLE);
    }
  }

  /** One generation; an invalid answer is retried once with its problems named, then it fails in German. */
  async function generate(model: string, messages: ChatCompletionMessageParam[], noRecipe: AppError): Promise<TRecipeDraft> {
    let conversation = messages;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const content = await complete(model, conversation);
      const answer = readLlmAnswer(content);
      if (answer.kind === 'recipe') return answer.recipe;
      if (answer.kind === 'no-recipe') throw noRecipe;
      conversation = [
        ...messages,
        { role: 'assistant', content: content ?? '' },
        {
          role: 'user',
          content: `Deine Antwort war ungültig:\n${answer.problems.slice(0, 2000)}\nAntworte erneut, ausschließlich mit gültigem JSON nach dem Schema.`,
        },
      ];
    }
    throw new AppError('BAD_GATEWAY', AI_INVALID);
  }

  return {
    usesLlm: true,
    async fromText(source, member, ai) {
      if (!source.text.trim() && !source.title) throw noRecipeIn(source.origin);
      // The parser runs first; what it recognised is handed to the model as fixed facts.
      const parsed = await parseRecipeTextSafely(source.text, source.title);
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(member, 'extract') },
        { role: 'user', content: sourceMessage(source.context, source.text, parsed, source.title) },
      ];
      return ai.run(() => generate(config.model, messages, noRecipeIn(source.origin)));
    },
    async fromImage(image, member, ai) {
      const jpeg = Buffer.from(await visionJpeg(image.data));
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(member, 'extract') },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Quelle: Foto eines Rezepts (z. B. Kochbuchseite oder Notiz). Lies das Rezept aus dem Bild.' },
            { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } },
          ],
        },
      ];
      return ai.run(() => generate(config.visionModel, messages, noRecipeIn('file')));
    },
    fromScannedPdf(data, member, ai) {
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(member, 'extract') },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Quelle: PDF-Datei ohne Textebene (gescannt). Lies das Rezept aus der Datei.' },
            {
              type: 'file',
              file: { filename: 'rezept.pdf', file_data: `data:application/pdf;base64,${Buffer.from(data).toString('base64')}` },
            },
          ],
        },
      ];
      return ai.run(() => generate(config.visionModel, messages, noRecipeIn('file')));
    },
    fromIdea(request, member, ai) {
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(member, 'create') },
        { role: 'user', content: ideaMessage(request) },
      ];
      const noRecipe = new AppError('BAD_REQUEST', request.type === 'prompt' ? NO_PROMPT_MATCH : NO_INGREDIENT_MATCH);
      return ai.run(() => generate(config.model, messages, noRecipe));
    },
  };
}

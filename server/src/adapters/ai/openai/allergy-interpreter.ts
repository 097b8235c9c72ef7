import type { TAllergyInterpreter } from '@kochclip/routers/ports';
import { ALLERGY_CATEGORIES } from '@kochclip/routers/server';
import type { TOpenAiConfig } from '../openai-engine';
import { lazyOpenAiClient } from './client';

const ALLERGY_JSON_SCHEMA = {
  type: 'object',
  properties: { categories: { type: 'array', items: { type: 'string', enum: [...ALLERGY_CATEGORIES] } } },
  required: ['categories'],
  additionalProperties: false,
} as const;

const SYSTEM_PROMPT = `Du ordnest die Angaben eines Mitglieds einer Koch-Community zu Lebensmittelallergien und -unverträglichkeiten den Kategorien ${ALLERGY_CATEGORIES.join(', ')} zu.
Erkenne Synonyme, Zutaten und Gerichte (z. B. Laktose → Milch, Garnelen → Meeresfrüchte, Dinkel → Gluten, Pesto → Nüsse).
Verneinte Angaben („keine Nussallergie“) zählen nicht. Antworte ausschließlich mit JSON nach dem Schema.`;

/** The LLM reading of allergy free text; failures are logged and rethrown (the caller keeps the offline answer). */
export function createAllergyInterpreter(config: TOpenAiConfig, log: (line: string) => void): TAllergyInterpreter {
  const client = lazyOpenAiClient({ ...config, maxRetries: 0 });
  return {
    async categoriesIn(text) {
      try {
        const completion = await (await client()).chat.completions.create({
          model: config.model,
          temperature: 0,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: text },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'kochclip_allergien', strict: true, schema: ALLERGY_JSON_SCHEMA },
          },
        });
        const parsed: unknown = JSON.parse(completion.choices[0]?.message.content ?? '{}');
        const categories = typeof parsed === 'object' && parsed !== null && 'categories' in parsed ? parsed.categories : [];
        return Array.isArray(categories) ? categories.filter((c): c is string => typeof c === 'string') : [];
      } catch (error) {
        log(`Allergien per KI nicht gelesen: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
    },
  };
}

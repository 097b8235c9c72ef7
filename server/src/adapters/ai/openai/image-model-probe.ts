import type { TImageModelTest } from '@kochclip/routers/server';
import { sniffImageKind } from '../../files/sniff';
import type { TGuardedClient } from '../../http/guarded-client';
import { lazyOpenAiClient } from './client';
import { createImageGenerator, type TImageAiConfig } from './image-generator';

/** What the probe asks for: small, cheap to look at, obviously food. */
const PROBE_PROMPT = 'Ein Teller Spaghetti mit Tomatensoße, Foodfotografie, Draufsicht';

type TApproach = TImageModelTest['approaches'][number];

function describe(error: unknown): { status?: number; text: string } {
  const status =
    typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
      ? error.status
      : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return { status, text: status ? `HTTP ${status}: ${message}` : message };
}

export const NO_IMAGE_MODEL: TImageModelTest = {
  available: false,
  modelAvailable: false,
  approaches: [],
  diagnosis: { workingApproaches: 0, status: 'Kein Bildmodell eingerichtet' },
  recommendation:
    'Setze OPENAI_IMAGE_MODEL (z. B. gpt-image-1) und OPENAI_API_KEY oder OPENAI_BASE_URL. Bis dahin bekommen Rezepte die gezeichnete Illustration.',
};

/**
 * A real probe of the configured image model, as two approaches: the model endpoint (is the model visible to this
 * key?) and one generation (does it make an image we can read?). Without a model it answers at once, offline.
 */
export function createImageModelProbe(config: TImageAiConfig | null, download: TGuardedClient): () => Promise<TImageModelTest> {
  if (!config) return () => Promise.resolve(NO_IMAGE_MODEL);
  const openai = lazyOpenAiClient({ ...config, maxRetries: 0 });
  const generate = createImageGenerator(config, download);

  return async () => {
    const approaches: TApproach[] = [];
    let listed = false;
    let modelMissing = false;
    try {
      const model = await (await openai()).models.retrieve(config.model);
      listed = model.id.length > 0;
      approaches.push({ name: 'Modell abrufen', success: true, detail: `Modell ${model.id} ist für diesen Schlüssel sichtbar.` });
    } catch (error) {
      const { status, text } = describe(error);
      modelMissing = status === 404;
      approaches.push({ name: 'Modell abrufen', success: false, detail: text });
    }

    let generated = false;
    let failure = '';
    try {
      const image = await generate(PROBE_PROMPT);
      const kind = sniffImageKind(image);
      generated = kind !== null;
      approaches.push({
        name: 'Bild erzeugen',
        success: generated,
        detail: generated
          ? `Bild erhalten (${kind}, ${Math.round(image.length / 1024)} KB).`
          : 'Die Antwort war kein lesbares Bild.',
      });
      if (!generated) failure = 'Antwort ohne lesbares Bild';
    } catch (error) {
      const { status, text } = describe(error);
      failure = text;
      if (status === 404) modelMissing = true;
      approaches.push({ name: 'Bild erzeugen', success: false, detail: text });
    }

    const workingApproaches = approaches.filter((approach) => approach.success).length;
    const modelAvailable = generated || (listed && !modelMissing);
    return {
      available: generated,
      modelAvailable,
      approaches,
      diagnosis: { workingApproaches, status: generated ? 'Funktionsfähig' : failure || 'Nicht erreichbar' },
      recommendation: generated
        ? `${config.model} funktioniert: Rezepte ohne Foto bekommen generierte Bilder (etwa 2–3 Minuten pro Bild).`
        : modelAvailable
          ? `${config.model} ist für diesen Schlüssel sichtbar, erzeugt aber keine Bilder. Prüfe die Freischaltung des Modells (bei OpenAI: Organisation verifizieren) und das Guthaben.`
          : `${config.model} ist für diesen API-Schlüssel nicht verfügbar. Prüfe OPENAI_IMAGE_MODEL, OPENAI_API_KEY und OPENAI_BASE_URL.`,
    };
  };
}

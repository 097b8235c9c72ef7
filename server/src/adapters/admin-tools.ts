import type { TServiceStatus } from '@kochclip/routers/server';
import type { TAdminTools } from '@kochclip/routers/ports';
import type { TOpenAiConfig } from './ai/openai-engine';
import { IMAGE_RESULT_HOSTS, type TImageAiConfig } from './ai/openai/image-generator';
import { createImageModelProbe } from './ai/openai/image-model-probe';
import { createGuardedClient } from './http/guarded-client';
import type { TSpeechEngine } from './speech/engine';
import type { TStorage } from './storage';
import { createMediaMigration } from './storage/media-migration';

export interface TAdminToolsConfig {
  storage: TStorage;
  /** The store media were in before (the upload directory once S3 is configured), for the migration. */
  previous: TStorage | null;
  /** The LLM for recipe text; null: the built-in engine. */
  ai: TOpenAiConfig | null;
  images: TImageAiConfig | null;
  /** The read-aloud engine; absent where the server has no speech. */
  speech?: Pick<TSpeechEngine, 'id' | 'voice'>;
  log: (line: string) => void;
}

const hostOf = (baseUrl: string | undefined) => (baseUrl ? new URL(baseUrl).host : 'api.openai.com');

/** The services as this server runs them: what is configured, or which built-in engine stands in. */
export function describeServices(config: Omit<TAdminToolsConfig, 'log' | 'previous'>): TAdminTools['services'] {
  const text: TServiceStatus = config.ai
    ? { name: 'KI-Textdienst', status: 'Aktiv', detail: `${config.ai.model} über ${hostOf(config.ai.baseUrl)}` }
    : {
        name: 'KI-Textdienst',
        status: 'Offline-Modus',
        detail: 'Eingebaute Engine: deutscher Rezept-Parser, OCR und Community-Suche',
      };
  const voice: TServiceStatus = !config.speech
    ? { name: 'KI-Sprachdienst', status: 'Nicht eingerichtet', detail: 'Vorlesen ist auf diesem Server aus.' }
    : config.speech.id === 'espeak-ng'
      ? {
          name: 'KI-Sprachdienst',
          status: 'Offline-Modus',
          detail: `Eingebaute Sprachausgabe eSpeak NG (Stimme ${config.speech.voice})`,
        }
      : {
          name: 'KI-Sprachdienst',
          status: 'Aktiv',
          detail: `${config.speech.id.replace(/^openai:/, '')}, Stimme ${config.speech.voice}`,
        };
  const images: TServiceStatus = config.images
    ? { name: 'KI-Bilder', status: 'Aktiv', detail: `${config.images.model} über ${hostOf(config.images.baseUrl)}` }
    : { name: 'KI-Bilder', status: 'Offline-Modus', detail: 'Kein Bildmodell: Rezepte bekommen die gezeichnete Illustration' };
  const storage: TServiceStatus = {
    name: 'Medienspeicher',
    status: 'Aktiv',
    detail:
      config.storage.kind === 's3'
        ? `S3-kompatibel: ${config.storage.location}`
        : `Lokales Verzeichnis: ${config.storage.location}`,
  };
  return { text, voice, images, storage };
}

export function createAdminTools(config: TAdminToolsConfig): TAdminTools {
  return {
    imageModel: config.images?.model ?? null,
    services: describeServices(config),
    testImageModel: createImageModelProbe(config.images, createGuardedClient({ allowedHosts: IMAGE_RESULT_HOSTS })),
    migrateMedia: createMediaMigration({ storage: config.storage, previous: config.previous, log: config.log }),
  };
}

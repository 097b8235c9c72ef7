import { lazyOpenAiClient } from '../ai/openai/client';
import type { TSpeechEngine } from './engine';

export interface TOpenAiSpeechConfig {
  apiKey?: string;
  baseUrl?: string;
  model: string;
  voice: string;
  timeoutMs: number;
}

/** Requests in flight at once: fast enough, and kind to local speech servers. */
const CONCURRENCY = 3;

/** OpenAI's /v1/audio/speech, or any compatible server (OPENAI_BASE_URL), answering MP3. */
export function createOpenAiSpeechEngine(config: TOpenAiSpeechConfig): TSpeechEngine {
  const client = lazyOpenAiClient({
    apiKey: config.apiKey,
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs,
    maxRetries: 1,
  });
  const speak = async (input: string) => {
    const response = await (await client()).audio.speech.create({
      model: config.model,
      voice: config.voice,
      input,
      response_format: 'mp3',
    });
    const audio = new Uint8Array(await response.arrayBuffer());
    if (audio.length === 0) throw new Error('Sprachausgabe lieferte keine Audiodaten');
    return audio;
  };
  return {
    id: `openai:${config.model}`,
    voice: config.voice,
    concurrency: CONCURRENCY,
    batchSize: 1,
    async synthesize(texts) {
      const clips: Uint8Array[] = new Array<Uint8Array>(texts.length);
      let next = 0;
      const lane = async () => {
        for (let index = next++; index < texts.length; index = next++) clips[index] = await speak(texts[index] ?? '');
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, texts.length) }, lane));
      return clips;
    },
  };
}

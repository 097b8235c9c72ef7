import type { TGuardedClient } from '../../http/guarded-client';
import { lazyOpenAiClient } from './client';

export interface TImageAiConfig {
  apiKey?: string;
  baseUrl?: string;
  /** e.g. gpt-image-1 or dall-e-3. */
  model: string;
  timeoutMs: number;
}

/** Returns the bytes of one generated 1024×1024 image (PNG, JPEG or WebP as the model delivers it). */
export type TGenerateImage = (prompt: string) => Promise<Uint8Array>;

/** Where OpenAI serves image URLs; anything else is refused by the guarded client. */
export const IMAGE_RESULT_HOSTS: readonly string[] = ['oaidalleapiprodscus.blob.core.windows.net'];

/**
 * `download` must be a guarded client limited to IMAGE_RESULT_HOSTS: a URL in the answer is only fetched when
 * its host is allowed. Base64 is preferred and is all the GPT image models return.
 */
export function createImageGenerator(config: TImageAiConfig, download: TGuardedClient): TGenerateImage {
  // The job queue retries with backoff; SDK retries on top would multiply the cost of a failing model.
  const openai = lazyOpenAiClient({ ...config, maxRetries: 0 });
  // Only the DALL·E models accept response_format; GPT image models reject it and always answer in base64.
  const format = config.model.startsWith('dall-e') ? { response_format: 'b64_json' as const } : {};

  return async (prompt) => {
    const result = await (await openai()).images.generate({ model: config.model, prompt, size: '1024x1024', n: 1, ...format });
    const [image] = result.data ?? [];
    if (image?.b64_json) return Buffer.from(image.b64_json, 'base64');
    if (image?.url) {
      const response = await download.get(image.url, { accept: 'image/*' });
      if (response.status !== 200) throw new Error(`Bild-Download mit Status ${response.status}`);
      return response.body;
    }
    throw new Error('Die Bild-KI hat kein Bild geliefert');
  };
}

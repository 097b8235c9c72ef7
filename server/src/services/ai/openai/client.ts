import OpenAI from 'openai';

export interface TOpenAiClientConfig {
  apiKey?: string;
  baseUrl?: string;
  timeoutMs: number;
  maxRetries: number;
}

/** Every setting is passed explicitly, so the SDK never falls back to reading process.env itself. */
export function createOpenAiClient(config: TOpenAiClientConfig): OpenAI {
  return new OpenAI({
    apiKey: config.apiKey ?? 'kochclip-ohne-schluessel',
    baseURL: config.baseUrl ?? 'https://api.openai.com/v1',
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
    logLevel: 'off',
  });
}

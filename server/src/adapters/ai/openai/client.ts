import type OpenAI from 'openai';

export interface TOpenAiClientConfig {
  apiKey?: string;
  baseUrl?: string;
  timeoutMs: number;
  maxRetries: number;
}

/** The SDK client, created (and the `openai` package loaded) on first use: a server without AI settings never loads it. */
export type TOpenAiClient = () => Promise<OpenAI>;

/** Every setting is passed explicitly, so the SDK never falls back to reading process.env itself. */
export function lazyOpenAiClient(config: TOpenAiClientConfig): TOpenAiClient {
  let client: Promise<OpenAI> | undefined;
  return () =>
    (client ??= import('openai').then(
      ({ default: OpenAIClient }) =>
        new OpenAIClient({
          apiKey: config.apiKey ?? 'kochclip-ohne-schluessel',
          baseURL: config.baseUrl ?? 'https://api.openai.com/v1',
          adminAPIKey: null,
          organization: null,
          project: null,
          webhookSecret: null,
          timeout: config.timeoutMs,
          maxRetries: config.maxRetries,
          logLevel: 'off',
        }),
    ));
}

/**
 * The SDK's error for an HTTP answer of the API (status, message) or for no answer in time (`timedOut`, the
 * client's `timeout`), or null for anything else.
 */
export async function openAiApiError(
  error: unknown,
): Promise<{ status: number | undefined; name: string; message: string; timedOut: boolean } | null> {
  const { APIConnectionTimeoutError, APIError } = await import('openai');
  if (!(error instanceof APIError)) return null;
  const status: unknown = error.status;
  return {
    status: typeof status === 'number' ? status : undefined,
    name: error.name,
    message: error.message,
    timedOut: error instanceof APIConnectionTimeoutError,
  };
}

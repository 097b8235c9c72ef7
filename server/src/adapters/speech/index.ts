import type { TEnv } from '../../env';
import type { TSpeechEngine } from './engine';
import { createEspeakEngine } from './espeak-engine';
import { createOpenAiSpeechEngine } from './openai-engine';

/** OpenAI-compatible speech when chosen (or, with SPEECH_ENGINE=auto, when an API key is set); else eSpeak NG offline. */
export function speechEngineFor(env: TEnv): TSpeechEngine {
  const openai = env.SPEECH_ENGINE === 'openai' || (env.SPEECH_ENGINE === 'auto' && Boolean(env.OPENAI_API_KEY));
  if (!openai) return createEspeakEngine({ voice: env.ESPEAK_VOICE });
  return createOpenAiSpeechEngine({
    apiKey: env.OPENAI_API_KEY,
    baseUrl: env.OPENAI_BASE_URL,
    model: env.OPENAI_TTS_MODEL,
    voice: env.OPENAI_TTS_VOICE,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
  });
}

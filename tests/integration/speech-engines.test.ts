import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEspeakEngine, createOpenAiSpeechEngine } from '@kochclip/server';
import { mp3Duration } from '../support/mp3';

describe('built-in speech engine (eSpeak NG, offline)', () => {
  const engine = createEspeakEngine();
  afterAll(() => engine.close?.());

  it('speaks German texts as decodable MP3 clips, one per text, longer texts lasting longer', async () => {
    const clips = await engine.synthesize([
      'Zwei Esslöffel Olivenöl.',
      'Schritt eins. Den Ofen auf 180 Grad vorheizen und das Gemüse in kleine Würfel schneiden.',
      'Guten Appetit!',
    ]);
    expect(clips).toHaveLength(3);
    const durations = clips.map((clip) => mp3Duration(clip));
    for (const d of durations) {
      expect(d.frames).toBeGreaterThan(10);
      expect(d.seconds).toBeGreaterThan(0.4);
      expect(d.sampleRate).toBe(16000);
    }
    expect(durations[1]?.seconds ?? 0).toBeGreaterThan(durations[0]?.seconds ?? 0);
    // Each clip is its own text, not the whole batch: none lasts as long as the three together.
    expect(Math.max(...durations.map((d) => d.seconds))).toBeLessThan(10);
  }, 60_000);

  it('reads text that looks like markup as text', async () => {
    const [clip] = await engine.synthesize(['Salz <break time="9s"/> & Pfeffer']);
    expect(mp3Duration(clip ?? new Uint8Array()).seconds).toBeLessThan(6);
  }, 60_000);
});

describe('OpenAI-compatible speech engine', () => {
  const requests: unknown[] = [];
  const fakeMp3 = new Uint8Array([0xff, 0xf3, 0x44, 0xc4, 1, 2, 3]);
  const edge = setupServer(
    http.post('https://tts.test/v1/audio/speech', async ({ request }) => {
      const body = (await request.json()) as { input: string };
      requests.push({ ...body, authorization: request.headers.get('authorization') });
      if (body.input === 'kaputt') return HttpResponse.json({ error: { message: 'nope' } }, { status: 400 });
      return new HttpResponse(fakeMp3, { headers: { 'content-type': 'audio/mpeg' } });
    }),
  );
  afterAll(() => edge.close());
  // The SDK picks up fetch when the client is made, so msw listens first.
  let engine: ReturnType<typeof createOpenAiSpeechEngine>;
  beforeAll(() => {
    edge.listen({ onUnhandledRequest: 'error' });
    engine = createOpenAiSpeechEngine({
      apiKey: 'sk-test',
      baseUrl: 'https://tts.test/v1',
      model: 'gpt-4o-mini-tts',
      voice: 'nova',
      timeoutMs: 2000,
    });
  });

  it('asks /v1/audio/speech for MP3 with the configured model and voice, one request per text, in order', async () => {
    const clips = await engine.synthesize(['Eins.', 'Zwei.', 'Drei.', 'Vier.']);
    expect(clips.map((c) => Array.from(c))).toEqual(Array(4).fill(Array.from(fakeMp3)));
    expect(requests).toHaveLength(4);
    expect(requests).toContainEqual({
      model: 'gpt-4o-mini-tts',
      voice: 'nova',
      input: 'Eins.',
      response_format: 'mp3',
      authorization: 'Bearer sk-test',
    });
    expect(engine.id).toBe('openai:gpt-4o-mini-tts');
  });

  it('fails when the speech server refuses a text', async () => {
    await expect(engine.synthesize(['gut', 'kaputt'])).rejects.toThrow(/400/);
  });
});

/**
 * Worker thread of the built-in speech engine: eSpeak NG (WebAssembly, npm espeak-ng) speaks German, LAME
 * (WebAssembly, npm wasm-media-encoders) encodes MP3. Runs off the main thread because starting eSpeak alone
 * costs about half a second of CPU. Self-contained (no relative imports), so Node loads it as TypeScript directly.
 */
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';
import { createEncoder, type WasmMediaEncoder } from 'wasm-media-encoders';

interface TRequest {
  id: number;
  texts: string[];
  voice: string;
  wordsPerMinute: number;
}

const BITRATE_KBPS = 32;
/**
 * Speech loses nothing audible at 16 kHz mono. LAME as WebAssembly resamples eSpeak's 22 050 Hz and encodes a
 * 10-second step in about 0.1 s; lamejs (plain JavaScript, used before) took 0.6 s for the same clip after our
 * own resampling (measured in the worker's loop, and end to end with npm run bench:audio).
 */
const OUTPUT_RATE = 16_000;
/** Samples handed to the encoder at a time: its output buffer is reused by the next call, so each part is copied. */
const ENCODE_CHUNK = 16_384;
/** Between texts of one batch; far longer than any pause eSpeak makes itself (about 0.3 s), so the PCM splits there. */
const BATCH_BREAK_SECONDS = 3;
const SPLIT_SILENCE_SECONDS = 2;

const wasm = WebAssembly.compile(readFileSync(new URL('espeak-ng.wasm', import.meta.resolve('espeak-ng'))));
const mp3Wasm = WebAssembly.compile(readFileSync(new URL(import.meta.resolve('wasm-media-encoders/wasm/mp3'))));
let mp3Encoder: Promise<WasmMediaEncoder<'audio/mpeg'>> | undefined;

async function speakWav(args: string[]): Promise<Uint8Array> {
  const compiled = await wasm;
  const espeak = await ESpeakNg({
    arguments: [...args, '-w', '/out.wav'],
    print: () => undefined,
    printErr: () => undefined,
    instantiateWasm: (imports, done) => {
      void WebAssembly.instantiate(compiled, imports).then((instance) => done(instance, compiled));
      return {};
    },
  });
  return espeak.FS.readFile('/out.wav');
}

/** The 16-bit mono samples and rate of a RIFF/WAVE file, found by walking its chunks. */
function pcmOf(wav: Uint8Array): { samples: Int16Array; rate: number } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  let rate = 22050;
  for (let offset = 12; offset + 8 <= wav.length;) {
    const id = String.fromCharCode(...wav.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ') rate = view.getUint32(offset + 12, true);
    if (id === 'data') {
      const length = Math.min(size, wav.length - offset - 8) >> 1;
      const samples = new Int16Array(length);
      for (let i = 0; i < length; i += 1) samples[i] = view.getInt16(offset + 8 + i * 2, true);
      return { samples, rate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('eSpeak lieferte keine Audiodaten');
}

/** Cuts at runs of exact silence of at least `seconds`. */
function splitOnSilence(samples: Int16Array, rate: number, seconds: number): Int16Array[] {
  const minRun = Math.round(rate * seconds);
  const parts: Int16Array[] = [];
  let start = 0;
  let run = 0;
  for (let i = 0; i < samples.length; i += 1) {
    if (samples[i] === 0) {
      run += 1;
      continue;
    }
    if (run >= minRun) {
      if (i - run > start) parts.push(samples.subarray(start, i - run));
      start = i;
    }
    run = 0;
  }
  const end = samples.length - (run >= minRun ? run : 0);
  if (end > start) parts.push(samples.subarray(start, end));
  return parts;
}

/** One encoder for the worker's life: `configure` starts a new stream after the last `finalize`. */
async function encodeMp3(pcm: Int16Array, rate: number): Promise<Uint8Array> {
  mp3Encoder ??= mp3Wasm.then((module) => createEncoder('audio/mpeg', module));
  const encoder = await mp3Encoder;
  encoder.configure({ channels: 1, sampleRate: rate, bitrate: BITRATE_KBPS, outputSampleRate: OUTPUT_RATE });
  const chunks: Uint8Array[] = [];
  const floats = new Float32Array(ENCODE_CHUNK);
  for (let start = 0; start < pcm.length; start += ENCODE_CHUNK) {
    const part = pcm.subarray(start, start + ENCODE_CHUNK);
    for (let i = 0; i < part.length; i += 1) floats[i] = (part[i] ?? 0) / 32768;
    chunks.push(encoder.encode([floats.subarray(0, part.length)]).slice());
  }
  chunks.push(encoder.finalize().slice());
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

async function speakOne(text: string, base: string[]): Promise<Int16Array> {
  const { samples } = pcmOf(await speakWav([...base, text]));
  return samples;
}

/**
 * One eSpeak run per batch: starting the WebAssembly program costs more than speaking a sentence, so the texts
 * go in as one SSML document with long breaks and the audio is cut there. Should the cut not give one part per
 * text, every text is spoken on its own.
 */
async function speakAll(request: TRequest): Promise<Uint8Array[]> {
  const base = ['-v', request.voice, '-s', String(request.wordsPerMinute)];
  const ssml = `<speak>${request.texts.map(escapeXml).join(`<break time="${BATCH_BREAK_SECONDS}s"/>`)}</speak>`;
  const { samples, rate } = pcmOf(await speakWav([...base, '-m', ssml]));
  let parts = splitOnSilence(samples, rate, SPLIT_SILENCE_SECONDS);
  if (parts.length !== request.texts.length) {
    parts = [];
    for (const text of request.texts) parts.push(await speakOne(text, base));
  }
  const clips: Uint8Array[] = [];
  for (const part of parts) clips.push(await encodeMp3(part, rate));
  return clips;
}

parentPort?.on('message', (request: TRequest) => {
  speakAll(request).then(
    (clips) => parentPort?.postMessage({ id: request.id, clips }),
    (error: unknown) =>
      parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});

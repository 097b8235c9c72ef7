/** A text-to-speech engine: one compressed clip (MP3) per text, in order. */
export interface TSpeechEngine {
  /** Part of the cache key: a change of engine or voice never serves old clips. */
  id: string;
  voice: string;
  synthesize: (texts: string[]) => Promise<Uint8Array[]>;
  /** `synthesize` calls worth running side by side (one eSpeak worker thread; a few requests to a speech server). */
  concurrency: number;
  /** Texts worth sending in one call: eSpeak starts its WebAssembly program once per call, whatever it speaks. */
  batchSize: number;
  close?: () => Promise<void>;
}

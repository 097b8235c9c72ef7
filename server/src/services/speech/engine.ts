/** A text-to-speech engine: one compressed clip (MP3) per text, in order. */
export interface TSpeechEngine {
  /** Part of the cache key: a change of engine or voice never serves old clips. */
  id: string;
  voice: string;
  synthesize: (texts: string[]) => Promise<Uint8Array[]>;
  close?: () => Promise<void>;
}

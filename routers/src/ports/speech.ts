/**
 * Read-aloud audio as the routers see it: the server records one clip per text and answers at once with the
 * clips' URLs in the same order. A clip is synthesised (and cached by engine, voice and text) when first fetched
 * or by a background pass that the call starts; a clip made before is simply served.
 */
export interface TSpeech {
  prepareClips: (texts: string[]) => Promise<string[]>;
}

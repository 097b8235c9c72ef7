/**
 * Read-aloud audio as the routers see it: the server synthesises (or finds cached) one clip per text and
 * answers with the clips' URLs in the same order.
 */
export interface TSpeech {
  clipUrls: (texts: string[]) => Promise<string[]>;
}

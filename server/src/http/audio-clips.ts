import type { NextFunction, Request, Response } from 'express';
import type { TServerSpeech } from '../adapters/speech/speech-cache';

const CLIP_NAME = /^\/audio-([0-9a-f]{40})\.mp3$/;

/**
 * In front of the media files: a read-aloud clip that a playlist recorded but nobody has fetched yet is
 * synthesised now, then served like any stored file (audio/mpeg, range requests, long caching). Refusals go to
 * the error handler: 404 for a key the server never issued, 502 when speech fails, 503 when it is overloaded.
 */
export function audioClipRoute(speech: TServerSpeech) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const key = req.method === 'GET' || req.method === 'HEAD' ? CLIP_NAME.exec(req.path)?.[1] : undefined;
    if (!key) {
      next();
      return;
    }
    speech.ensureClip(key).then(() => next(), next);
  };
}

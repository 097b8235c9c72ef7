import type { NextFunction, Request, Response } from 'express';
import { knownAppError } from '@kochclip/routers/database-errors';
import type { TServerSpeech } from '../services/speech/speech-cache';
import { sendApiError } from './errors';

const CLIP_NAME = /^\/audio-([0-9a-f]{40})\.mp3$/;

/**
 * In front of the media files: a read-aloud clip that a playlist recorded but nobody has fetched yet is
 * synthesised now, then served like any stored file (audio/mpeg, range requests, long caching). Refusals are
 * `{ message, code }`: 404 for a key the server never issued, 502 when speech fails, 503 when it is overloaded.
 */
export function audioClipRoute(speech: TServerSpeech) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const key = req.method === 'GET' || req.method === 'HEAD' ? CLIP_NAME.exec(req.path)?.[1] : undefined;
    if (!key) {
      next();
      return;
    }
    speech.ensureClip(key).then(
      () => next(),
      (error: unknown) => {
        const known = knownAppError(error);
        if (known) sendApiError(req, res, known);
        else next(error);
      },
    );
  };
}

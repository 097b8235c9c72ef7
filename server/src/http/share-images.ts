import type { NextFunction, Request, Response } from 'express';

const SHARE_NAME = /^\/(share-recipe-[0-9a-z-]+\.jpg)$/;

/**
 * In front of the media files: a recipe's link-preview picture that nobody has fetched yet is made now, then served
 * like any stored file (image/jpeg, long caching). Names of no recipe fall through to the store's 404.
 */
export function shareImageRoute(ensure: (name: string) => Promise<void>) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const name = req.method === 'GET' || req.method === 'HEAD' ? SHARE_NAME.exec(req.path)?.[1] : undefined;
    if (!name) {
      next();
      return;
    }
    ensure(name).then(() => next(), next);
  };
}

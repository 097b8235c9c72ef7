import type { RequestHandler } from 'express';

/**
 * Spec clients send JSON only when there is a payload: a POST, PUT or PATCH without any body (follow, like,
 * generate a referral code) is read as the empty JSON object instead of failing as a missing content type.
 * A body of another type still gets the German 415.
 */
export const emptyBodyAsJson: RequestHandler = (req, _res, next) => {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (!hasBody && req.headers['content-type'] === undefined && ['POST', 'PUT', 'PATCH'].includes(req.method)) {
    req.headers['content-type'] = 'application/json';
    req.body = {};
  }
  next();
};

import { AppError } from '@kochclip/routers/errors';
import { ARCHIVE_BROKEN_JSON, ARCHIVE_JSON_TOO_DEEP, MAX_JSON_DEPTH } from '@kochclip/core';
import { nestsDeeperThan } from '../../../http/json-body';

/**
 * A JSON file of an archive: its nesting is counted before JSON.parse runs, so a hostile file of a million `[`
 * is refused in one pass and nothing recursive ever walks it. A BOM is allowed.
 */
export function parseArchiveJson(raw: Buffer | string): unknown {
  const text = (typeof raw === 'string' ? raw : raw.toString('utf8')).replace(/^\uFEFF/, '');
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new AppError('BAD_REQUEST', ARCHIVE_JSON_TOO_DEEP);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('BAD_REQUEST', ARCHIVE_BROKEN_JSON);
  }
}

/** The first non-blank character says whether a file is meant as JSON. */
export function looksLikeJson(data: Uint8Array): boolean {
  for (let i = 0; i < Math.min(data.length, 1024); i += 1) {
    const c = data[i];
    if (c === 0xef || c === 0xbb || c === 0xbf || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
    return c === 0x7b || c === 0x5b;
  }
  return false;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const EXPORT_DOWNLOAD_PATH = '/api/user/export/download';
export const EXPORT_LINK_INVALID =
  'Dieser Download-Link ist ungültig oder abgelaufen. Fordere in den Einstellungen einen neuen Export an.';

export const ZExportLinkQuery = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).meta({ description: 'Der Export' }),
  expires: z.coerce.number().int().min(0).max(1e11).meta({ description: 'Ablaufzeit (Unix-Sekunden)' }),
  signature: z.string().max(100).meta({ description: 'HMAC-SHA-256 (base64url)' }),
});

/** A link that is signed and unexpired, but whose export has passed its own expiry or whose archive is gone. */
export const EXPORT_GONE = 'Dieser Export ist nicht mehr verfügbar. Fordere in den Einstellungen einen neuen Export an.';

/** How long a finished export is offered. */
export const EXPORT_VALID_HOURS = 24;

function signature(secret: string, id: number, expires: number): string {
  return createHmac('sha256', secret).update(`kochclip-data-export:${id}:${expires}`).digest('base64url');
}

/** `/api/user/export/download?id=…&expires=…&signature=…`: HMAC with the session secret, expiry (Unix seconds) inside. */
export function exportDownloadLink(secret: string, id: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const query = new URLSearchParams({ id: String(id), expires: String(expires), signature: signature(secret, id, expires) });
  return `${EXPORT_DOWNLOAD_PATH}?${query.toString()}`;
}

/** The export id of a link that is signed by us and not expired, else null. */
export function verifyExportLink(
  secret: string,
  query: { id: number; expires: number; signature: string },
  now = Date.now(),
): number | null {
  if (query.expires * 1000 <= now) return null;
  const expected = Buffer.from(signature(secret, query.id, query.expires));
  const given = Buffer.from(query.signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? query.id : null;
}

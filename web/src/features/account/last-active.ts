import { formatDateDE } from '../../lib/format';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * 'zuletzt aktiv vor 12 Min.', 'vor 3 Std.', then the German date. Sessions store their last use to five minutes
 * (auth/session.service.ts), so anything closer reads 'gerade eben'.
 */
export function lastActiveDE(lastUsedAt: Date | string | null, now = Date.now()): string {
  if (!lastUsedAt) return 'zuletzt aktiv: unbekannt';
  const at = new Date(lastUsedAt);
  const ago = now - at.getTime();
  if (ago < 5 * MINUTE_MS) return 'zuletzt aktiv: gerade eben';
  if (ago < HOUR_MS) return `zuletzt aktiv vor ${Math.floor(ago / MINUTE_MS)} Min.`;
  if (ago < 24 * HOUR_MS) return `zuletzt aktiv vor ${Math.floor(ago / HOUR_MS)} Std.`;
  return `zuletzt aktiv am ${formatDateDE(at)}`;
}

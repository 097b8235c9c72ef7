import { APP_TIME_ZONE, berlinDay } from '@kochclip/core';
import { sql } from 'drizzle-orm';

/**
 * Days of the admin dashboard are Berlin days, whatever the server's or the database's time zone. The zone as an
 * SQL literal (not a parameter), so the query text is the one a written 'Europe/Berlin' gave.
 */
export const BERLIN = sql.raw(`'${APP_TIME_ZONE}'`);

/** The instant today began in Berlin (midnight, summer time or not). */
export const startOfBerlinToday = sql`(date_trunc('day', now() at time zone ${BERLIN}) at time zone ${BERLIN})`;

/** The instant `days - 1` days before today began in Berlin: the first bucket of a series ending today. */
export const startOfBerlinDay = (daysAgo: number) =>
  sql`((date_trunc('day', now() at time zone ${BERLIN}) - make_interval(days => ${daysAgo})) at time zone ${BERLIN})`;

/** The `count` Berlin days ending today, oldest first. */
export function lastBerlinDays(count: number, now = new Date()): string[] {
  const today = berlinDay(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const days: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    days.push(new Date(Date.UTC(year, month - 1, day - back)).toISOString().slice(0, 10));
  }
  return days;
}

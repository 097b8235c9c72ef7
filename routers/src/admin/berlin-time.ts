import { sql } from 'drizzle-orm';

/** Days of the admin dashboard are Europe/Berlin days, whatever the server's or the database's time zone. */
export const BERLIN = 'Europe/Berlin';

/** The instant today began in Berlin (midnight, summer time or not). */
export const startOfBerlinToday = sql`(date_trunc('day', now() at time zone 'Europe/Berlin') at time zone 'Europe/Berlin')`;

/** The instant `days - 1` days before today began in Berlin: the first bucket of a series ending today. */
export const startOfBerlinDay = (daysAgo: number) =>
  sql`((date_trunc('day', now() at time zone 'Europe/Berlin') - make_interval(days => ${daysAgo})) at time zone 'Europe/Berlin')`;

/** The Berlin calendar day ('YYYY-MM-DD') of `date`. */
export function berlinDay(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: BERLIN, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  );
  return parts;
}

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

/**
 * The calendar and clock of Berlin for an instant, without `Intl`: the first `Intl` formatter a page makes loads the
 * locale and zone data (50-170 ms at a phone's speed, in one piece of the page's hydration), and the dates most
 * pages show need only the EU's rule: CET (UTC+1), summer time (UTC+2) from the last Sunday of March to the last
 * Sunday of October, changing at 01:00 UTC (since 1996). Outside 1996-2099 the answer is null and callers format
 * with `Intl` (APP_TIME_ZONE). Checked against `Intl` in berlin-clock.test.ts.
 */
export interface TBerlinFields {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when the EU changes its clocks. */
function changeOfClocks(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

export function berlinFields(date: Date): TBerlinFields | null {
  const instant = date.getTime();
  const year = new Date(instant).getUTCFullYear();
  if (!Number.isFinite(instant) || year < 1996 || year > 2099) return null;
  const summer = instant >= changeOfClocks(year, 2) && instant < changeOfClocks(year, 9);
  const local = new Date(instant + (summer ? 2 : 1) * HOUR_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

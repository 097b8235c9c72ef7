/**
 * Minutes of a schema.org duration: ISO 8601 ('PT1H30M', 'P0DT1H15M', 'PT90M', 'PT1H30M0S', 'P1D'), as sites
 * write it; null for anything else or zero.
 */
export function isoDurationMinutes(value: string): number | null {
  const match =
    /^\s*P(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?\s*$/i.exec(value);
  if (!match) return null;
  const [, days, hours, minutes, seconds] = match;
  const number = (part: string | undefined) => (part ? Number(part.replace(',', '.')) : 0);
  const total = number(days) * 1440 + number(hours) * 60 + number(minutes) + number(seconds) / 60;
  return Number.isFinite(total) && total >= 1 ? Math.round(total) : null;
}

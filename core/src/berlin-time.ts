/**
 * Kochclip's days are Berlin days, whatever the zone of the server, the database or the member's device: the meal
 * plan's weeks, the admin dashboard's days, the dates pages show, the jobs' schedules.
 */
export const APP_TIME_ZONE = 'Europe/Berlin';

/** The Berlin calendar day ('YYYY-MM-DD') of an instant; without one, today's. */
export function berlinDay(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

import { calendarText, escapeText, utcStamp } from '@kochclip/core';

/** RFC 5545 calendar file for the cooking timer: the cooking session as an event with a reminder 5 minutes before. */

// Escaping and folding are shared with the meal plan's calendar feed (the server writes that one).
export { escapeText, foldLine } from '@kochclip/core';

export interface TCalendarEvent {
  recipeId: number;
  title: string;
  /** Start of cooking and its length, in ms and minutes. */
  start: number;
  durationMinutes: number;
  url: string;
  now: number;
}

/** Times in UTC (the Z form), so every calendar places the event right without a VTIMEZONE. */
export function cookingCalendar(event: TCalendarEvent): string {
  const end = event.start + Math.max(1, event.durationMinutes) * 60_000;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kochclip//Koch-Timer//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    // Stable per recipe and start, so downloading again updates the same event instead of adding one.
    `UID:kochclip-timer-${event.recipeId}-${utcStamp(event.start)}@kochclip.de`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(`Kochen: ${event.title}`)}`,
    `DESCRIPTION:${escapeText(`Zeit, mit „${event.title}“ anzufangen. Rezept: ${event.url}`)}`,
    `URL:${event.url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(`In 5 Minuten: ${event.title} kochen`)}`,
    'TRIGGER:-PT5M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return calendarText(lines);
}

export function downloadCalendar(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

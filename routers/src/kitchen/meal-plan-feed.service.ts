import { eq } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { mealPlanFeeds } from '@kochclip/db/schema';
import { generateToken } from '../shared/tokens';
import { notFound } from '../errors';
import {
  addDays,
  calendarText,
  escapeText,
  localStamp,
  MEAL_SLOT_LABELS,
  MEAL_SLOT_TIMES,
  todayInPlanZone,
  utcStamp,
} from '@kochclip/core';
import { entriesBetween, planOwnerOf } from './meal-plan.service';

export const CALENDAR_PATH_PREFIX = '/api/meal-plan/calendar/';
export const FEED_NOT_FOUND = 'Diesen Kalender gibt es nicht (mehr).';

/** How far back the feed reaches (a calendar keeps what it already showed); ahead it lists everything planned. */
const FEED_DAYS_BACK = 28;
const FEED_MAX_EVENTS = 1000;
/** A meal without a known cooking time takes this long in the calendar. */
const DEFAULT_MEAL_MINUTES = 30;

const feedPath = (token: string) => `${CALENDAR_PATH_PREFIX}${token}`;

export async function getCalendarFeed(db: TDb, userId: number) {
  const [feed] = await db.select({ token: mealPlanFeeds.token }).from(mealPlanFeeds).where(eq(mealPlanFeeds.userId, userId));
  return { path: feed ? feedPath(feed.token) : null };
}

/** A new secret address; the old one stops working (a calendar subscribed to it gets 404). */
export async function renewCalendarFeed(db: TDb, userId: number) {
  const token = generateToken();
  await db
    .insert(mealPlanFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: mealPlanFeeds.userId, set: { token, createdAt: new Date() } });
  return { path: feedPath(token) };
}

export async function revokeCalendarFeed(db: TDb, userId: number) {
  await db.delete(mealPlanFeeds).where(eq(mealPlanFeeds.userId, userId));
  return { path: null };
}

/**
 * The member's plan (their household's, if they have one) as an iCalendar subscription: each planned meal an
 * event at its slot's local time (floating, so dinner stays at 18:30 wherever the phone is), as long as the recipe
 * takes, with its link.
 */
export async function mealPlanCalendar(db: TDb, params: { token: string; origin: string; now?: Date }): Promise<string> {
  const [feed] = await db
    .select({ userId: mealPlanFeeds.userId })
    .from(mealPlanFeeds)
    .where(eq(mealPlanFeeds.token, params.token));
  if (!feed) throw notFound(FEED_NOT_FOUND);
  const today = todayInPlanZone(params.now);
  const plan = await planOwnerOf(db, feed.userId);
  const rows = await entriesBetween(db, plan, addDays(today, -FEED_DAYS_BACK), '2099-12-31').limit(FEED_MAX_EVENTS);
  const events = rows.flatMap((row) => {
    // A free-text entry („Essen gehen“) has no recipe: its text, the default length, no link.
    const url = row.recipeId === null ? null : `${params.origin}/recipe/${row.recipeId}`;
    const minutes = row.duration ?? DEFAULT_MEAL_MINUTES;
    const portions = row.servings === 1 ? '1 Portion' : `${row.servings} Portionen`;
    const what = row.title ?? row.note ?? '';
    return [
      'BEGIN:VEVENT',
      `UID:kochclip-meal-${row.id}@kochclip.de`,
      `DTSTAMP:${utcStamp(row.updatedAt.getTime())}`,
      `DTSTART:${localStamp(row.date, MEAL_SLOT_TIMES[row.slot])}`,
      `DURATION:PT${minutes}M`,
      `SUMMARY:${escapeText(`${MEAL_SLOT_LABELS[row.slot]}: ${what}`)}`,
      ...(url === null ? [] : [`DESCRIPTION:${escapeText(`${portions}. Rezept: ${url}`)}`, `URL:${url}`]),
      'END:VEVENT',
    ];
  });
  return calendarText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kochclip//Wochenplan//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Kochclip Wochenplan',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events,
    'END:VCALENDAR',
  ]);
}

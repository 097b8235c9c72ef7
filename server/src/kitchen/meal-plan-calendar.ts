import type { RequestHandler } from 'express';
import { AppError } from '@kochclip/routers/errors';
import { FEED_NOT_FOUND, mealPlanCalendar } from '@kochclip/routers/kitchen/meal-plan-feed.service';
import type { TUploadRouteDeps } from '../uploads/upload-route';

/** The path the feed's address names; calendars that want a file name may add '.ics'. */
export const MEAL_PLAN_CALENDAR_PATH = '/api/meal-plan/calendar/:token';

/** What the tokens of routers' generateToken look like; anything else is no feed, without asking the database. */
const TOKEN = /^[a-z2-7]{16,64}$/;

/**
 * GET /api/meal-plan/calendar/{token}: the meal plan as iCalendar text for calendar apps, which subscribe without a
 * session; the secret address is the only key (a renewed or revoked one answers 404). Not a procedure, because
 * procedures answer JSON.
 */
export function mealPlanCalendarRoute(deps: Pick<TUploadRouteDeps, 'createContext'>): RequestHandler<{ token: string }> {
  return async (req, res) => {
    const token = req.params.token.replace(/\.ics$/i, '');
    if (!TOKEN.test(token)) throw new AppError('NOT_FOUND', FEED_NOT_FOUND);
    const ctx = await deps.createContext(req, res, 'rest');
    const text = await mealPlanCalendar(ctx.db, { token, origin: ctx.origin ?? '' });
    res.set({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="kochclip-wochenplan.ics"',
      // Private to whoever holds the address; calendar apps poll it.
      'Cache-Control': 'private, no-cache',
    });
    res.send(text);
  };
}

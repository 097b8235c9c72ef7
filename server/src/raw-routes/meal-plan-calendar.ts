import type { RequestHandler } from 'express';
import { AppError } from '@kochclip/routers/errors';
import { FEED_NOT_FOUND, mealPlanCalendar } from '@kochclip/routers/server';
import { expressPathOf, RAW_ROUTES } from '@kochclip/routers';
import type { TUploadRoute, TUploadRouteDeps } from './upload-route';

/** What the tokens of routers' generateToken look like; anything else is no feed, without asking the database. */
const TOKEN = /^[a-z2-7]{16,64}$/;

/**
 * GET /api/meal-plan/calendar/{token}: the meal plan as iCalendar text for calendar apps, which subscribe without a
 * session; the secret address is the only key (a renewed or revoked one answers 404). Not a procedure, because
 * procedures answer JSON.
 */
export function mealPlanCalendarRoute(deps: Pick<TUploadRouteDeps, 'createContext'>): TUploadRoute {
  const handler: RequestHandler = async (req, res) => {
    const token = String(req.params.token).replace(/\.ics$/i, '');
    if (!TOKEN.test(token)) throw new AppError('NOT_FOUND', FEED_NOT_FOUND);
    const ctx = await deps.createContext(req, res, 'rest');
    const text = await mealPlanCalendar(ctx.db, { token, origin: ctx.origin ?? '' });
    res.set({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="kochclip-wochenplan.ics"',
      // Private to whoever holds the address; calendar apps poll it.
      'Cache-Control': 'private, no-cache',
    });
    res.send(RAW_ROUTES.mealPlanCalendar.output.parse(text));
  };
  // Calendars that want a file name may add '.ics' to the address.
  return { path: expressPathOf(RAW_ROUTES.mealPlanCalendar), handler };
}

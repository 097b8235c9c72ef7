import { z } from 'zod';
import { ZSuccess } from '../shared/common.schemas';
import { memberErrors } from '../shared/error-responses';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { protectedProcedure, router } from '../trpc';
import { ZStartTimerInput, ZTimer, ZTimerIdInput, ZTimerList } from './timers.schemas';
import { acknowledgeTimer, listTimers, startTimer, stopTimer } from './timers.service';

const tags = ['Timer'];
const timerNotFound = { 404: 'Timer nicht gefunden (auch für Timer anderer)' };

/**
 * Timer reminders (issue 43): the web app registers a step timer or the cooking timer here, and a push reaches
 * the member's devices at its end even when the page is closed, unless the timer was stopped or the page rang.
 */
export const timersRouter = router({
  startTimer: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/timers',
        tags,
        summary: 'Timer-Erinnerung stellen: Push an die eigenen Geräte, wenn der Timer abläuft',
        description:
          'kind: step (Schritt-Timer), cooking oder cooking-start (Start des Koch-Timers); label: Bezeichnung (max. 100 Zeichen); genau eines von seconds (Sekunden ab jetzt) oder endsAt (ISO 8601). Höchstens 24 Stunden, cooking-start höchstens 14 Tage im Voraus; höchstens 20 laufende Timer. Die Push geht an Geräte, deren Einstellung „Erinnerungen des Koch-Timers“ an ist.',
        errorResponses: memberErrors({
          400: 'Ungültige Eingaben, Endzeit vorbei oder zu weit entfernt, oder schon 20 laufende Timer',
          404: 'Rezept nicht gefunden',
          429: 'Zu viele Timer in kurzer Zeit gestellt (Retry-After)',
          503: 'Push-Benachrichtigungen sind auf diesem Server nicht eingerichtet',
        }),
      },
    })
    .input(inputSchema(ZStartTimerInput))
    .output(outputSchema(ZTimer))
    .mutation(({ ctx, input }) => startTimer(ctx.db, ctx.push ? ctx.jobs : undefined, { userId: ctx.user.id, input })),

  listTimers: protectedProcedure
    .meta({ openapi: { method: 'GET', path: '/timers', tags, summary: 'Eigene laufende Timer, der nächste zuerst' } })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZTimerList))
    .query(({ ctx }) => listTimers(ctx.db, ctx.user.id)),

  stopTimer: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/timers/{id}',
        tags,
        summary: 'Timer stoppen: es kommt keine Erinnerung mehr',
        errorResponses: memberErrors(timerNotFound),
      },
    })
    .input(inputSchema(ZTimerIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(({ ctx, input }) => stopTimer(ctx.db, { userId: ctx.user.id, id: input.id })),

  acknowledgeTimer: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/timers/{id}/ack',
        tags,
        summary: 'Die Seite hat geklingelt: keine Push mehr für diesen Timer',
        errorResponses: memberErrors(timerNotFound),
      },
    })
    .input(inputSchema(ZTimerIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(({ ctx, input }) => acknowledgeTimer(ctx.db, { userId: ctx.user.id, id: input.id })),
});

import { z } from 'zod';
import { ZSuccess } from '../shared/common.schemas';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { spendWriteBudget } from '../shared/write-budgets';
import { memberErrors } from '../shared/error-responses';
import { protectedProcedure } from '../trpc';
import { getCalendarFeed, renewCalendarFeed, revokeCalendarFeed } from './meal-plan-feed.service';
import { repeatMealPlanEntry, suggestMealPlan } from './meal-plan-extras.service';
import {
  MAX_REPEAT_WEEKS,
  ZAddMealPlanEntryInput,
  ZAddMealPlanNoteInput,
  ZMealPlanEntries,
  ZMealPlanSuggestion,
  ZRepeatMealPlanEntryInput,
  ZSuggestMealPlanInput,
  ZCalendarFeed,
  ZMealPlanEntry,
  ZMealPlanEntryIdInput,
  ZMealPlanWeek,
  ZMealPlanWeekInput,
  ZUpdateMealPlanEntryInput,
  ZWeekToShoppingListInput,
} from './meal-plan.schemas';
import {
  addMealPlanEntry,
  addMealPlanNote,
  deleteMealPlanEntry,
  getMealPlanWeek,
  updateMealPlanEntry,
  weekToShoppingList,
} from './meal-plan.service';
import { ZShoppingList } from './shopping-lists.schemas';

const tags = ['Wochenplan'];
const entryNotFound = { 404: 'Eintrag im Wochenplan nicht gefunden (auch für Einträge anderer)' };
const freeWeeks = { 403: 'Kostenlos planst du die aktuelle und die nächste Woche (Premium-Hinweis)' };

export const mealPlanProcedures = {
  mealPlanWeek: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/meal-plan',
        tags,
        summary: 'Eine Woche des eigenen Wochenplans (Montag bis Sonntag; ohne week die aktuelle)',
      },
    })
    .input(inputSchema(ZMealPlanWeekInput))
    .output(outputSchema(ZMealPlanWeek))
    .query(({ ctx, input }) => getMealPlanWeek(ctx.db, { member: ctx.user, week: input?.week })),

  addMealPlanEntry: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/meal-plan/entries',
        tags,
        summary: 'Rezept an einem Tag als Frühstück, Mittag-, Abendessen oder Snack einplanen',
        errorResponses: memberErrors({
          400: 'Ungültige Eingaben oder der Tag ist voll',
          ...freeWeeks,
          404: 'Rezept nicht gefunden',
          429: 'Zu viele Rezepte in kurzer Zeit eingeplant (Retry-After)',
        }),
      },
    })
    .input(inputSchema(ZAddMealPlanEntryInput))
    .output(outputSchema(ZMealPlanEntry))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'mealPlan');
      return addMealPlanEntry(ctx.db, { ...input, member: ctx.user });
    }),

  addMealPlanNote: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/meal-plan/notes',
        tags,
        summary: 'Eintrag ohne Rezept einplanen („Reste“, „Essen gehen“; höchstens 80 Zeichen, als Text gezeigt)',
        errorResponses: memberErrors({
          400: 'Ungültige Eingaben oder der Tag ist voll',
          ...freeWeeks,
          429: 'Zu viele Einträge in kurzer Zeit eingeplant (Retry-After)',
        }),
      },
    })
    .input(inputSchema(ZAddMealPlanNoteInput))
    .output(outputSchema(ZMealPlanEntry))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'mealPlan');
      return addMealPlanNote(ctx.db, { ...input, member: ctx.user });
    }),

  repeatMealPlanEntry: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/meal-plan/entries/{id}/repeat',
        tags,
        summary: `Eintrag wöchentlich wiederholen: weeks (1 bis ${MAX_REPEAT_WEEKS}) weitere Wochen oder bis zum Datum until; alle oder keine`,
        errorResponses: memberErrors({
          400: 'Ungültige Eingaben, zu weit voraus oder ein Tag ist voll',
          ...freeWeeks,
          ...entryNotFound,
          429: 'Zu viele Einträge in kurzer Zeit eingeplant (Retry-After)',
        }),
      },
    })
    .input(inputSchema(ZRepeatMealPlanEntryInput))
    .output(outputSchema(ZMealPlanEntries))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'mealPlan');
      return repeatMealPlanEntry(ctx.db, { ...input, member: ctx.user });
    }),

  suggestMealPlan: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/meal-plan/weeks/{week}/suggestion',
        tags,
        summary:
          'Vorschlag: freie Mahlzeiten der Woche (ab heute; ohne slots das Abendessen) mit Rezepten aus den eigenen Sammlungen und Likes füllen, kein Rezept zweimal innerhalb von zwei Wochen',
        errorResponses: memberErrors({
          400: 'Ungültige Eingaben, nichts frei, Woche vorbei oder kein Rezept für einen Vorschlag',
          ...freeWeeks,
          429: 'Zu viele Einträge in kurzer Zeit eingeplant (Retry-After)',
        }),
      },
    })
    .input(inputSchema(ZSuggestMealPlanInput))
    .output(outputSchema(ZMealPlanSuggestion))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'mealPlan');
      return suggestMealPlan(ctx.db, { ...input, member: ctx.user });
    }),

  updateMealPlanEntry: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/meal-plan/entries/{id}',
        tags,
        summary: 'Eintrag verschieben (Tag, Mahlzeit, Position), seine Portionen oder (ohne Rezept) seinen Text ändern',
        errorResponses: memberErrors({ 400: 'Ungültige Eingaben oder der Tag ist voll', ...freeWeeks, ...entryNotFound }),
      },
    })
    .input(inputSchema(ZUpdateMealPlanEntryInput))
    .output(outputSchema(ZMealPlanEntry))
    .mutation(({ ctx, input }) => updateMealPlanEntry(ctx.db, { ...input, member: ctx.user })),

  removeMealPlanEntry: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/meal-plan/entries/{id}',
        tags,
        summary: 'Eintrag aus dem Wochenplan entfernen',
        errorResponses: memberErrors(entryNotFound),
      },
    })
    .input(inputSchema(ZMealPlanEntryIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(({ ctx, input }) => deleteMealPlanEntry(ctx.db, { id: input.id, userId: ctx.user.id })),

  mealPlanToShoppingList: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/meal-plan/weeks/{week}/shopping-list',
        tags,
        summary:
          'Einkaufsliste für diese Woche: alle geplanten Rezepte in ihren Portionen auf eine Liste (ohne listId die erste eigene oder eine neue)',
        errorResponses: memberErrors({
          400: 'Ungültige Eingaben, in dieser Woche ist nichts geplant oder die Liste ist voll',
          403: 'Kostenlos ist eine eigene Einkaufsliste möglich (Premium-Hinweis)',
          404: 'Einkaufsliste nicht gefunden',
          429: 'Zu viele Änderungen an Einkaufslisten in kurzer Zeit (Retry-After)',
        }),
      },
    })
    .input(inputSchema(ZWeekToShoppingListInput))
    .output(outputSchema(ZShoppingList))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'shoppingList');
      return weekToShoppingList(ctx.db, { member: ctx.user, week: input.week, listId: input.listId });
    }),

  calendarFeed: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/meal-plan/calendar-feed',
        tags,
        summary: 'Adresse des privaten Kalender-Abos (iCalendar) des Wochenplans',
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZCalendarFeed))
    .query(({ ctx }) => getCalendarFeed(ctx.db, ctx.user.id)),

  renewCalendarFeed: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/meal-plan/calendar-feed',
        tags,
        summary: 'Neue geheime Kalender-Adresse erstellen (die bisherige hört auf zu funktionieren)',
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZCalendarFeed))
    .mutation(({ ctx }) => renewCalendarFeed(ctx.db, ctx.user.id)),

  revokeCalendarFeed: protectedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/meal-plan/calendar-feed', tags, summary: 'Kalender-Abo widerrufen' } })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZCalendarFeed))
    .mutation(({ ctx }) => revokeCalendarFeed(ctx.db, ctx.user.id)),
};

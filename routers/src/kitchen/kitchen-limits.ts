import { forbidden } from '../errors';
import { addDays, mondayOf, todayInPlanZone } from '@kochclip/core';

/** Free members keep one shopping list of their own (lists shared with them do not count); premium unlimited. */
export const FREE_SHOPPING_LISTS = 1;
export const FREE_SHOPPING_LIST_MESSAGE =
  'Mit dem kostenlosen Konto hast du eine Einkaufsliste. Mit Premium erhältst du unbegrenzt viele Einkaufslisten.';

/** Bounds against runaway scripts, far above what a kitchen needs (premium's 'unlimited' within them). */
export const MAX_SHOPPING_LISTS = 100;
export const MAX_ITEMS_PER_LIST = 1000;
export const MAX_MEMBERS_PER_LIST = 20;
export const MAX_ENTRIES_PER_DAY = 20;
export const MAX_PLAN_ENTRIES = 5000;

/** Free members plan the current and the next week (Monday to Sunday, Berlin time); premium any week. */
export const FREE_PLAN_WEEKS = 2;
export const FREE_PLAN_MESSAGE =
  'Mit dem kostenlosen Konto planst du die aktuelle und die nächste Woche. Mit Premium planst du so weit im Voraus, wie du möchtest.';

export interface TPlanWindow {
  /** First and last day a member may plan; null means any day. */
  from: string;
  to: string;
}

export function planWindow(member: { isPremium: boolean }, now: Date = new Date()): TPlanWindow | null {
  if (member.isPremium) return null;
  const from = mondayOf(todayInPlanZone(now));
  return { from, to: addDays(from, FREE_PLAN_WEEKS * 7 - 1) };
}

export function inWindow(window: TPlanWindow | null, day: string): boolean {
  return window === null || (day >= window.from && day <= window.to);
}

export function assertPlannable(member: { isPremium: boolean }, ...days: string[]): void {
  const window = planWindow(member);
  if (!days.every((day) => inWindow(window, day))) throw forbidden(FREE_PLAN_MESSAGE);
}

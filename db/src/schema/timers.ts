import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { recipes } from './recipes';
import { users } from './users';

/** What a timer is: a cooking-mode step, a cooking timer, or the cooking timer's "start cooking now". */
export const TIMER_KIND_VALUES = ['step', 'cooking', 'cooking-start'] as const;
export type TTimerKind = (typeof TIMER_KIND_VALUES)[number];

/** running until its end; then sent (the push went out), or before that stopped (by the member) or acked (the page rang). */
export const TIMER_STATE_VALUES = ['running', 'stopped', 'acked', 'sent'] as const;
export type TTimerState = (typeof TIMER_STATE_VALUES)[number];

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Timer reminders (issue 43): a timer the web app started, so a push reaches the member's devices at its end even
 * with the page closed. A pg-boss job scheduled for `endsAt` sends it once, unless the timer left `running` first.
 */
export const timers = pgTable(
  'timers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<TTimerKind>().notNull(),
    label: text().notNull(),
    recipeId: integer().references(() => recipes.id, { onDelete: 'set null' }),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    state: text().$type<TTimerState>().notNull().default('running'),
    createdAt,
  },
  (t) => [
    index('timers_user_id_state_idx').on(t.userId, t.state),
    check('timers_kind_check', sql`${t.kind} in (${sqlList(TIMER_KIND_VALUES)})`),
    check('timers_state_check', sql`${t.state} in (${sqlList(TIMER_STATE_VALUES)})`),
  ],
);

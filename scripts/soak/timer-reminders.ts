import postgres from 'postgres';

/** Issue 43: a timer's push goes out within this many seconds of its end, also under the soak's load. */
export const REMINDER_BOUND_SECONDS = 5;

export interface TReminderLateness {
  /** Reminders the jobs sent (the soak's members have no devices: the job's work up to the push is what is timed). */
  sent: number;
  /** Timers that ended before the check and are still waiting for their job. */
  missed: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * How late the timer reminders of the run were: from each timer's end to its pg-boss job's completion (which
 * includes the job's intended 1 s grace). Read after the load, while the apps still run.
 */
export async function reminderLateness(url: string): Promise<TReminderLateness> {
  const client = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [late] = await client<{ sent: number; p50: number | null; p99: number | null; max: number | null }[]>`
      select count(*)::int as sent,
             percentile_cont(0.5) within group (order by lateness) as p50,
             percentile_cont(0.99) within group (order by lateness) as p99,
             max(lateness) as max
      from (
        select extract(epoch from (j.completed_on - t.ends_at))::float8 as lateness
        from timers t
        join pgboss.job j on j.name = 'timer-reminder' and (j.data->>'timerId')::int = t.id
        where t.state = 'sent' and j.state = 'completed'
      ) as reminders`;
    const [missed] = await client<{ n: number }[]>`
      select count(*)::int as n from timers
      where state = 'running' and ends_at < now() - make_interval(secs => ${REMINDER_BOUND_SECONDS})`;
    return {
      sent: late?.sent ?? 0,
      missed: missed?.n ?? 0,
      p50: late?.p50 ?? 0,
      p99: late?.p99 ?? 0,
      max: late?.max ?? 0,
    };
  } finally {
    await client.end();
  }
}

import { relativeDateDE } from './relative-date';

/**
 * 'vor 5 Minuten' as a `<time>` element. The text depends on the clock of whoever renders it: the server's page and
 * the phone's hydration can be a minute or a time zone apart, so React keeps the server's words here instead of
 * reporting a mismatch (`suppressHydrationWarning`, this element's text only); the next render writes the phone's.
 */
export function RelativeDate({ date }: { date: Date | string }) {
  const at = new Date(date);
  return (
    <time dateTime={at.toISOString()} suppressHydrationWarning>
      {relativeDateDE(at)}
    </time>
  );
}

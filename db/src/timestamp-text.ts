const ZERO = 48;

function digits(text: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i += 1) {
    const digit = text.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return NaN;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * PostgreSQL's text form of a timestamp (`2025-03-11 10:39:00.123456+01`, `…+05:30`, no offset for a timestamp
 * without time zone, which then means UTC) as epoch milliseconds, or NaN for anything else (BC dates, years past
 * 9999, `infinity`), which the caller hands to the general parser. `new Date(text)` takes about 125 ns for the
 * form with a space (V8's legacy parser); this takes about 20 ns, and a 50-card page decodes 100 of them.
 */
export function timestampTextMillis(text: string, requireOffset: boolean): number {
  const length = text.length;
  if (length < 19 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45 || text.charCodeAt(10) !== 32) return NaN;
  if (text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return NaN;
  let millis = 0;
  let at = 19;
  if (text.charCodeAt(at) === 46) {
    // Up to six fraction digits; milliseconds are the first three, the rest is cut (as Date does).
    let scale = 100;
    let end = at + 1;
    for (; end < length && end - at <= 6; end += 1) {
      const digit = text.charCodeAt(end) - ZERO;
      if (digit < 0 || digit > 9) break;
      millis += digit * scale;
      scale /= 10;
    }
    if (end === at + 1) return NaN;
    millis = Math.floor(millis);
    at = end;
  }
  let offsetMinutes = 0;
  if (at < length) {
    const sign = text.charCodeAt(at);
    if (sign !== 43 && sign !== 45) return NaN;
    const rest = length - at - 1;
    if (rest !== 2 && rest !== 5 && rest !== 8) return NaN;
    const hours = digits(text, at + 1, 2);
    const minutes = rest >= 5 && text.charCodeAt(at + 3) === 58 ? digits(text, at + 4, 2) : rest >= 5 ? NaN : 0;
    const seconds = rest === 8 && text.charCodeAt(at + 6) === 58 ? digits(text, at + 7, 2) : rest === 8 ? NaN : 0;
    // Second-precise offsets (historic local mean time) are left to the general parser.
    if (seconds !== 0) return NaN;
    offsetMinutes = (sign === 43 ? 1 : -1) * (hours * 60 + minutes);
  } else if (requireOffset) {
    return NaN;
  }
  const year = digits(text, 0, 4);
  if (year < 1000) return NaN;
  const utc = Date.UTC(
    year,
    digits(text, 5, 2) - 1,
    digits(text, 8, 2),
    digits(text, 11, 2),
    digits(text, 14, 2),
    digits(text, 17, 2),
    millis,
  );
  return utc - offsetMinutes * 60_000;
}

/** RFC 5545 text: escaping, line folding and times, shared by the cooking timer's file and the meal plan's feed. */

export const CRLF = '\r\n';

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replaceAll('\\', '\\\\').replaceAll(';', '\\;').replaceAll(',', '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after CRLF and a space (§3.1), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A UTC DATE-TIME ('20301123T173500Z'). */
export const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A floating local DATE-TIME ('20301123T183000'): the same clock time wherever the calendar is. */
export const localStamp = (date: string, time: string) => `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;

/** The calendar's lines folded and joined with CRLF, ending in CRLF. */
export function calendarText(lines: readonly string[]): string {
  return lines.map(foldLine).join(CRLF) + CRLF;
}

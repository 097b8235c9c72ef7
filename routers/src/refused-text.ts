import { AppError } from './errors';

/**
 * PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate (JSON allows "\ud800") is no character at
 * all; either would fail later (500) after work has been done. Inputs are refused before any of it, at the
 * one place every procedure parses input.
 */
const NUL = '\u0000';
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

export interface TRefusedText {
  path: string;
  reason: 'nul' | 'surrogate';
}

function refusal(text: string, path: string): TRefusedText | null {
  if (text.includes(NUL)) return { path, reason: 'nul' };
  if (LONE_SURROGATE.test(text)) return { path, reason: 'surrogate' };
  return null;
}

/**
 * The first string (or object key) that contains U+0000 or a lone surrogate, with its path, or null.
 * Walks iteratively: inputs may nest deeply.
 */
export function findRefusedText(input: unknown): TRefusedText | null {
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      const refused = refusal(value, path);
      if (refused) return refused;
    } else if (Array.isArray(value)) {
      value.forEach((entry, index) => pending.push({ value: entry, path: path ? `${path}.${index}` : String(index) }));
    } else if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
      for (const [key, entry] of Object.entries(value)) {
        const entryPath = path ? `${path}.${key}` : key;
        const refused = refusal(key, entryPath);
        if (refused) return refused;
        pending.push({ value: entry, path: entryPath });
      }
    }
  }
  return null;
}

const REASON_TEXT: Record<TRefusedText['reason'], string> = {
  nul: 'ein unzulässiges Nullzeichen (\\u0000)',
  surrogate: 'ungültige Unicode-Zeichen',
};

export function refusedTextError({ path, reason }: TRefusedText): AppError {
  const field = path.replaceAll(NUL, '\\u0000').replace(LONE_SURROGATES, '\uFFFD') || 'Eingabe';
  const what = REASON_TEXT[reason];
  return new AppError('BAD_REQUEST', `Das Feld „${field}“ enthält ${what}.`, [{ path: field, message: `Enthält ${what}.` }]);
}

/** Throws the German 400 naming the field when any string in `input` contains U+0000 or a lone surrogate. */
export function assertNoRefusedText(input: unknown): void {
  const refused = findRefusedText(input);
  if (refused) throw refusedTextError(refused);
}

/**
 * The same data without U+0000 or lone surrogates in any string: for text from the outside world (video captions, PDF text
 * layers, LLM answers) that is stored as it came.
 */
export function withoutRefusedText<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll(NUL, '').replace(LONE_SURROGATES, '\uFFFD') as T;
  if (Array.isArray(value)) return value.map((entry: unknown) => withoutRefusedText(entry)) as T;
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutRefusedText(entry)])) as T;
  }
  return value;
}

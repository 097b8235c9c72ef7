import { AppError } from './errors';

/**
 * PostgreSQL text cannot hold U+0000, so a string that carries one would fail at the database (500) after
 * work has been done. Inputs are refused before any of it, at the one place every procedure parses input.
 */
const NUL = '\u0000';

function shown(path: string): string {
  return path.replaceAll(NUL, '\\u0000') || 'Eingabe';
}

/** The path of the first string (or object key) that contains U+0000, or null. Walks iteratively: inputs may nest deeply. */
export function findNulCharacter(input: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((entry, index) => pending.push({ value: entry, path: path ? `${path}.${index}` : String(index) }));
    } else if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
      for (const [key, entry] of Object.entries(value)) {
        const entryPath = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return entryPath;
        pending.push({ value: entry, path: entryPath });
      }
    }
  }
  return null;
}

export function nulCharacterError(path: string): AppError {
  const field = shown(path);
  const message = 'Enthält ein unzulässiges Nullzeichen (\\u0000).';
  return new AppError('BAD_REQUEST', `Das Feld „${field}“ enthält ein unzulässiges Nullzeichen (\\u0000).`, [{ path: field, message }]);
}

/** Throws the German 400 naming the field when any string in `input` contains U+0000. */
export function assertNoNulCharacters(input: unknown): void {
  const path = findNulCharacter(input);
  if (path !== null) throw nulCharacterError(path);
}

/**
 * The same data without U+0000 in any string: for text from the outside world (video captions, PDF text
 * layers, LLM answers) that is stored as it came.
 */
export function withoutNulCharacters<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll(NUL, '') as T;
  if (Array.isArray(value)) return value.map((entry: unknown) => withoutNulCharacters(entry)) as T;
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutNulCharacters(entry)])) as T;
  }
  return value;
}

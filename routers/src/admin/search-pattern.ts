/** A LIKE pattern that finds `text` anywhere, lower-cased, with the wildcards in `text` taken literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

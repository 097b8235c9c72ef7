/** Adds a trimmed ingredient unless it is empty or already there (case-insensitive). */
export function addIngredient(list: readonly string[], raw: string): string[] {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) return [...list];
  const exists = list.some((entry) => entry.toLocaleLowerCase('de-DE') === name.toLocaleLowerCase('de-DE'));
  return exists ? [...list] : [...list, name];
}

export function removeIngredient(list: readonly string[], name: string): string[] {
  return list.filter((entry) => entry !== name);
}

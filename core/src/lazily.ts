/**
 * A value made on its first use and kept: for module-level objects that cost time to make, such as `Intl`
 * formatters (the first one a page makes loads the locale's data, about 5 ms on a phone), so that evaluating the
 * app's first script does not pay for them before the page needs one.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

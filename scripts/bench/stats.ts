/** The median of a list of figures (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
    : (sorted[Math.floor(middle)] ?? NaN);
}

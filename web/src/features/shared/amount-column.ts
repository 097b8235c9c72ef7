/**
 * An ingredient's amount told in words („nach Geschmack“, „etwas“), not in numbers („500 g“, „1 ½ EL“). A number
 * stays on one line and may widen its row's amount column; words take a size smaller and wrap inside the column, so
 * the names of a list stay in line on a phone.
 */
export function isWordAmount(amount: string): boolean {
  return !/\d|[½¼¾⅓⅔⅛]/u.test(amount);
}

/**
 * The width of an ingredient's amount column: an amount with a number („500 g“, „1 ½ EL“) stays on one line and may
 * widen its row's column; an amount in words („nach Geschmack“, „etwas“) wraps inside the column, so the names of a
 * list stay in one line on a phone.
 */
export function amountColumn(amount: string): string {
  return /\d|[½¼¾⅓⅔⅛]/u.test(amount) ? 'min-w-24 whitespace-nowrap' : 'w-24';
}

import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { formatNumberDE } from '../../lib/format';

/**
 * A table from md up; on a phone each row is a card with the column names beside the values, so every action is in
 * reach without scrolling sideways. The explicit roles keep the table semantics when CSS changes the displays.
 */
export function AdminTable({ label, head, children }: { label: string; head: readonly string[]; children: ReactNode }) {
  return (
    <div className="md:overflow-x-auto md:rounded-(--radius-card) md:border md:border-cream-200 md:bg-white">
      <table role="table" className="block w-full text-left text-sm md:table md:min-w-[40rem]" aria-label={label}>
        <thead
          role="rowgroup"
          className="bg-cream-100 text-xs font-semibold tracking-wide text-stone-600 uppercase max-md:sr-only"
        >
          <tr role="row">
            {head.map((title) => (
              <th key={title} role="columnheader" scope="col" className="px-3 py-2.5">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="grid gap-3 md:table-row-group md:divide-y md:divide-cream-200">
          {children}
        </tbody>
      </table>
    </div>
  );
}

export function Row({ children }: { children: ReactNode }) {
  return (
    <tr
      role="row"
      className="grid gap-2 rounded-(--radius-card) border border-cream-200 bg-white p-3 md:table-row md:rounded-none md:border-0 md:p-0"
    >
      {children}
    </tr>
  );
}

/** One value; `label` is its column's name, shown before it on a phone. */
export function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td
      role="cell"
      data-label={label}
      className={cn(
        'flex min-w-0 flex-wrap items-center gap-x-3 max-md:wrap-anywhere md:table-cell md:px-3 md:py-2.5 md:align-middle',
        'max-md:before:w-24 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-semibold',
        'max-md:before:text-stone-500 max-md:before:content-[attr(data-label)]',
        className,
      )}
    >
      {children}
    </td>
  );
}

export type TBadgeTone = 'red' | 'blue' | 'green' | 'gray' | 'amber';
const TONES: Record<TBadgeTone, string> = {
  red: 'bg-red-100 text-red-800',
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-emerald-100 text-emerald-800',
  gray: 'bg-stone-200 text-stone-700',
  amber: 'bg-amber-100 text-amber-800',
};

export function Badge({ tone, children }: { tone: TBadgeTone; children: ReactNode }) {
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[tone])}>
      {children}
    </span>
  );
}

export function SearchField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={label}
      value={value}
      maxLength={100}
      onChange={(event) => onChange(event.target.value)}
      className="max-w-md"
    />
  );
}

/** "Seite 2 von 7" with previous and next. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex items-center justify-between gap-3 text-sm text-stone-600">
      <span>
        {formatNumberDE(total)} {total === 1 ? 'Eintrag' : 'Einträge'} · Seite {formatNumberDE(page)} von {formatNumberDE(pages)}
      </span>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Zurück
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Weiter
        </Button>
      </div>
    </div>
  );
}

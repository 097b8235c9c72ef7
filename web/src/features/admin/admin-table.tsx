import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { formatNumberDE } from '../../lib/format';

/** A table that scrolls sideways on a phone instead of squeezing its columns. */
export function AdminTable({ label, head, children }: { label: string; head: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-(--radius-card) border border-cream-200 bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm" aria-label={label}>
        <thead className="bg-cream-100 text-xs font-semibold tracking-wide text-stone-600 uppercase">
          <tr>
            {head.map((title) => (
              <th key={title} scope="col" className="px-3 py-2.5">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-200">{children}</tbody>
      </table>
    </div>
  );
}

export function Cell({ className, children }: { className?: string; children: ReactNode }) {
  return <td className={cn('px-3 py-2.5 align-middle', className)}>{children}</td>;
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

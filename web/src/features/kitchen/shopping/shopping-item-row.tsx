import { SHOPPING_SECTIONS } from '@kochclip/routers/kitchen/core/sections';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { TrashIcon } from '../../shared/extra-icons';
import type { TListedItem, TSection } from './shopping-types';

interface TItemRowProps {
  item: TListedItem;
  /** Absent on the read-only list. */
  actions?: {
    check: (itemId: string, checked: boolean) => void;
    moveTo: (itemId: string, section: TSection) => void;
    remove: (itemId: string) => void;
  };
}

/** One line: a big checkbox to tap in the shop, amount, name, where it came from, and its section. */
export function ShoppingItemRow({ item, actions }: TItemRowProps) {
  const id = useId();
  const label = [item.amount, item.name].filter(Boolean).join(' ');
  return (
    <li data-testid="shopping-item" data-checked={item.checked ? 'true' : 'false'} className="flex items-start gap-3 py-2.5">
      {actions ? (
        <input
          id={id}
          type="checkbox"
          checked={item.checked}
          onChange={(event) => actions.check(item.id, event.target.checked)}
          className="mt-1 size-6 shrink-0 accent-brand-600"
        />
      ) : (
        <span aria-hidden="true" className="mt-1 w-6 shrink-0 text-center text-lg">
          {item.checked ? '✓' : '○'}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <label
          htmlFor={actions ? id : undefined}
          className={cn('block text-base', item.checked && 'text-stone-400 line-through')}
        >
          {item.amount && <span className="font-bold tabular-nums">{item.amount} </span>}
          <span>{item.name}</span>
          {item.staple && (
            <span className="ml-2 rounded-full bg-cream-200 px-2 py-0.5 text-xs text-stone-600 no-underline">Vorrat</span>
          )}
        </label>
        {item.sources.length > 0 && (
          <p className="text-xs text-stone-500">aus {item.sources.map((source) => source.title).join(', ')}</p>
        )}
      </div>
      {actions && (
        <div className="flex shrink-0 items-center gap-1">
          <select
            aria-label={`Abteilung für ${label}`}
            value={item.section}
            onChange={(event) => {
              const section = SHOPPING_SECTIONS.find((s) => s === event.target.value);
              if (section) actions.moveTo(item.id, section);
            }}
            className="h-9 max-w-32 rounded-lg border border-stone-300 bg-white px-1 text-xs"
          >
            {SHOPPING_SECTIONS.map((section) => (
              <option key={section} value={section}>
                {section}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => actions.remove(item.id)}
            aria-label={`${label} entfernen`}
            className="rounded-lg p-2 text-stone-500 hover:bg-cream-200 hover:text-red-700"
          >
            <TrashIcon className="size-4" />
          </button>
        </div>
      )}
    </li>
  );
}

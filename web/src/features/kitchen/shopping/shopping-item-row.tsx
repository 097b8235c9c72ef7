import { SHOPPING_SECTIONS } from '@kochclip/core';
import { useId } from 'react';
import {
  DropdownMenu,
  DropdownMenuButton,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '../../../components/ui/dropdown-menu';
import { cn } from '../../../lib/cn';
import { TrashIcon } from '../../shared/extra-icons';
import { PantryIcon } from '../kitchen-icons';
import type { TListedItem, TSection } from './shopping-types';

interface TItemActions {
  check: (itemId: string, checked: boolean) => void;
  moveTo: (itemId: string, section: TSection) => void;
  remove: (itemId: string) => void;
  /** „In den Vorrat“: checks the item off and keeps it in the pantry; absent where there is no pantry. */
  toPantry?: (item: TListedItem) => void;
}

interface TItemRowProps {
  item: TListedItem;
  /** Absent on the read-only list. */
  actions?: TItemActions;
}

const menuTrigger = (itemId: string) => `[data-row-menu="${CSS.escape(itemId)}"]`;

/**
 * „⋯“: the item's section and its removal, out of the way of the name on a phone. After a move the row shows up
 * in another section; the focus follows it there.
 */
function RowMenu({ item, label, actions }: { item: TListedItem; label: string; actions: TItemActions }) {
  return (
    <DropdownMenu
      className="shrink-0"
      trigger={
        <button
          type="button"
          data-row-menu={item.id}
          aria-label={`Weitere Aktionen für ${label}`}
          className="-my-1 flex size-9 items-center justify-center rounded-lg text-xl leading-none font-bold text-stone-500 hover:bg-cream-200 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          ⋯
        </button>
      }
    >
      <DropdownMenuRadioGroup
        label="Abteilung ändern"
        value={item.section}
        onValueChange={(value) => {
          const section = SHOPPING_SECTIONS.find((candidate) => candidate === value);
          if (!section || section === item.section) return;
          actions.moveTo(item.id, section);
          requestAnimationFrame(() => document.querySelector<HTMLElement>(menuTrigger(item.id))?.focus());
        }}
      >
        {SHOPPING_SECTIONS.map((section) => (
          <DropdownMenuRadioItem key={section} value={section}>
            {section}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
      <DropdownMenuSeparator />
      {actions.toPantry && (
        <DropdownMenuButton icon={PantryIcon} onSelect={() => actions.toPantry?.(item)}>
          In den Vorrat
        </DropdownMenuButton>
      )}
      <DropdownMenuButton icon={TrashIcon} onSelect={() => actions.remove(item.id)}>
        Entfernen
      </DropdownMenuButton>
    </DropdownMenu>
  );
}

/** One line: a big checkbox to tap in the shop, amount, name, where it came from; the rest is in its menu. */
export function ShoppingItemRow({ item, actions }: TItemRowProps) {
  const id = useId();
  const label = [item.amount, item.name].filter(Boolean).join(' ');
  return (
    <li
      data-testid="shopping-item"
      data-checked={item.checked ? 'true' : 'false'}
      data-in-pantry={item.inPantry ? 'true' : 'false'}
      className="flex items-start gap-3 py-2.5"
    >
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
          className={cn(
            'block text-base',
            item.checked && 'text-stone-400 line-through',
            item.inPantry && !item.checked && 'text-stone-500',
          )}
        >
          {item.amount && <span className="font-bold tabular-nums">{item.amount} </span>}
          <span>{item.name}</span>
          {item.inPantry && (
            <span className="ml-2 rounded-full bg-herb-50 px-2 py-0.5 text-xs font-semibold text-herb-700 no-underline">
              im Vorrat
            </span>
          )}
          {item.staple && (
            <span className="ml-2 rounded-full bg-cream-200 px-2 py-0.5 text-xs text-stone-600 no-underline">Grundvorrat</span>
          )}
        </label>
        {item.sources.length > 0 && (
          <p className="text-xs text-stone-500">aus {item.sources.map((source) => source.title).join(', ')}</p>
        )}
      </div>
      {actions && <RowMenu item={item} label={label} actions={actions} />}
    </li>
  );
}

import { createContext, use, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import type { TIcon } from './icons';

const MenuContext = createContext<{ close: () => void } | null>(null);

function useMenu() {
  const ctx = use(MenuContext);
  if (!ctx) throw new Error('Menüeinträge müssen innerhalb von <DropdownMenu> stehen.');
  return ctx;
}

interface TTriggerProps {
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

interface TDropdownMenuProps {
  /** Renders the button that opens the menu; spread the given props onto a <button>. */
  trigger: (props: TTriggerProps) => ReactNode;
  children: ReactNode;
  className?: string;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]')) : [];
}

/** Menu button pattern: arrow keys move between items, Escape closes, outside clicks close. */
export function DropdownMenu({ trigger, children, className }: TDropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerId = useId();
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    (focusOnOpen === 'first' ? items[0] : items[items.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusOnOpen]);

  const close = (restoreFocus = true) => {
    setOpen(false);
    if (restoreFocus) document.getElementById(triggerId)?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusOnOpen(event.key === 'ArrowDown' ? 'first' : 'last');
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.findIndex((item) => item === document.activeElement);
    const targets: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (targets[event.key] !== undefined) {
      event.preventDefault();
      items[targets[event.key] ?? 0]?.focus();
    }
  };

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      {trigger({
        id: triggerId,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        onClick: () => {
          setFocusOnOpen('first');
          setOpen((value) => !value);
        },
        onKeyDown: onTriggerKeyDown,
      })}
      {open && (
        <MenuContext value={{ close: () => close(false) }}>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            onKeyDown={onMenuKeyDown}
            className="absolute right-0 z-50 mt-2 w-60 origin-top-right animate-pop-in rounded-2xl border border-cream-300 bg-white p-1.5 shadow-pop"
          >
            {children}
          </div>
        </MenuContext>
      )}
    </div>
  );
}

const ITEM =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-stone-700 outline-none ' +
  'hover:bg-cream-100 hover:text-stone-900 focus-visible:bg-cream-100 focus-visible:text-stone-900';

export function DropdownMenuLink({ to, icon: Icon, children }: { to: string; icon?: TIcon; children: ReactNode }) {
  const { close } = useMenu();
  return (
    <Link to={to} role="menuitem" tabIndex={-1} className={ITEM} onClick={close}>
      {Icon && <Icon className="size-4.5 text-stone-500" />}
      {children}
    </Link>
  );
}

export function DropdownMenuButton({
  onSelect,
  icon: Icon,
  children,
}: {
  onSelect: () => void;
  icon?: TIcon;
  children: ReactNode;
}) {
  const { close } = useMenu();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={ITEM}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      {Icon && <Icon className="size-4.5 text-stone-500" />}
      {children}
    </button>
  );
}

/** One of a group of choices (aria-checked); the group is named by the DropdownMenuGroup around it. */
export function DropdownMenuRadioItem({
  checked,
  onSelect,
  children,
}: {
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  const { close } = useMenu();
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      className={cn(ITEM, checked && 'font-bold text-stone-900')}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      <span aria-hidden="true" className="w-4 text-brand-700">
        {checked ? '✓' : ''}
      </span>
      {children}
    </button>
  );
}

/** A named group of menu items (for radio items: what is chosen). */
export function DropdownMenuGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <div id={id} className="px-3 pt-2 pb-1.5 text-xs font-bold tracking-wide text-stone-600 uppercase">
        {label}
      </div>
      {children}
    </div>
  );
}

export function DropdownMenuSeparator() {
  return <div role="separator" className="my-1.5 h-px bg-cream-200" />;
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <div className="px-3 pt-2 pb-1.5">{children}</div>;
}

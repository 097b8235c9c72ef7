import { createContext, use, useId, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface TTabsContext {
  baseId: string;
  value: string;
  onValueChange: (value: string) => void;
}

const TabsContext = createContext<TTabsContext | null>(null);

function useTabs(): TTabsContext {
  const ctx = use(TabsContext);
  if (!ctx) throw new Error('Tabs-Bausteine müssen innerhalb von <Tabs> stehen.');
  return ctx;
}

const idFor = (baseId: string, kind: 'tab' | 'panel', value: string) => `${baseId}-${kind}-${value}`;

interface TTabsProps {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}

/** Controlled, accessible tabs (WAI-ARIA tabs pattern with automatic activation). */
export function Tabs({ value, onValueChange, className, children }: TTabsProps) {
  const baseId = useId();
  return (
    <TabsContext value={{ baseId, value, onValueChange }}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
  const index = tabs.findIndex((tab) => tab === document.activeElement);
  if (index === -1) return;
  const targets: Record<string, number> = {
    ArrowRight: (index + 1) % tabs.length,
    ArrowLeft: (index - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  };
  const next = targets[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const tab = tabs[next];
  tab?.focus();
  tab?.click();
}

/** Equal columns in one row; `wrap` lets many tabs flow onto further rows instead, so every tab stays in sight. */
export function TabsList({
  label,
  wrap = false,
  className,
  children,
}: {
  label: string;
  wrap?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={moveFocus}
      className={cn('gap-1 rounded-2xl bg-cream-200 p-1', wrap ? 'flex flex-wrap' : 'grid auto-cols-fr grid-flow-col', className)}
    >
      {children}
    </div>
  );
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  const { baseId, value: current, onValueChange } = useTabs();
  const selected = value === current;
  return (
    <button
      type="button"
      role="tab"
      id={idFor(baseId, 'tab', value)}
      aria-selected={selected}
      aria-controls={idFor(baseId, 'panel', value)}
      tabIndex={selected ? 0 : -1}
      onClick={() => onValueChange(value)}
      className={cn(
        'h-10 rounded-xl px-3 text-sm font-semibold transition-colors',
        selected ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
      )}
    >
      {children}
    </button>
  );
}

export function TabsContent({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { baseId, value: current } = useTabs();
  if (value !== current) return null;
  return (
    <div
      role="tabpanel"
      id={idFor(baseId, 'panel', value)}
      aria-labelledby={idFor(baseId, 'tab', value)}
      tabIndex={0}
      className={cn('focus-visible:outline-offset-4', className)}
    >
      {children}
    </div>
  );
}

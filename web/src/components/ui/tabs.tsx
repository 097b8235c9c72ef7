import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface TTabsProps {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}

/**
 * Controlled tabs on Radix UI's Tabs (WAI-ARIA tabs pattern with automatic activation): arrow keys, Home and End
 * move between the tabs and show their panel.
 */
export function Tabs({ value, onValueChange, className, children }: TTabsProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={className}>
      {children}
    </RadixTabs.Root>
  );
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
    <RadixTabs.List
      aria-label={label}
      className={cn('gap-1 rounded-2xl bg-cream-200 p-1', wrap ? 'flex flex-wrap' : 'grid auto-cols-fr grid-flow-col', className)}
    >
      {children}
    </RadixTabs.List>
  );
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Trigger
      value={value}
      className={cn(
        'h-10 rounded-xl px-3 text-sm font-semibold transition-colors',
        'data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm',
        'data-[state=inactive]:text-stone-600 data-[state=inactive]:hover:text-stone-900',
      )}
    >
      {children}
    </RadixTabs.Trigger>
  );
}

export function TabsContent({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  return (
    <RadixTabs.Content value={value} className={cn('focus-visible:outline-offset-4', className)}>
      {children}
    </RadixTabs.Content>
  );
}

import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface TTabsProps {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}

/**
 * Controlled tabs on Radix UI's primitive (WAI-ARIA tabs pattern with automatic activation: arrow keys, Home and
 * End move the focus and select). On a server-rendered page Radix writes two style attributes (`outline:none` on
 * the list, `animation-duration:0s` on the open panel); the app's CSP allows exactly these two by hash.
 */
export function Tabs({ value, onValueChange, className, children }: TTabsProps) {
  return (
    <TabsPrimitive.Root value={value} onValueChange={onValueChange} className={className}>
      {children}
    </TabsPrimitive.Root>
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
    <TabsPrimitive.List
      aria-label={label}
      className={cn('gap-1 rounded-2xl bg-cream-200 p-1', wrap ? 'flex flex-wrap' : 'grid auto-cols-fr grid-flow-col', className)}
    >
      {children}
    </TabsPrimitive.List>
  );
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <TabsPrimitive.Trigger
      value={value}
      className={cn(
        'h-10 rounded-xl px-3 text-sm font-semibold text-stone-600 transition-colors hover:text-stone-900',
        'data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm',
      )}
    >
      {children}
    </TabsPrimitive.Trigger>
  );
}

export function TabsContent({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  return (
    <TabsPrimitive.Content value={value} className={cn('focus-visible:outline-offset-4', className)}>
      {children}
    </TabsPrimitive.Content>
  );
}

import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import type { TIcon } from './icons';

interface TDropdownMenuProps {
  /** The <button> that opens the menu; the menu adds its aria-haspopup, aria-expanded and handlers to it. */
  trigger: ReactElement;
  children: ReactNode;
  className?: string;
}

/**
 * Menu button on Radix UI's DropdownMenu: ArrowDown, Enter or Space open it on the first item; arrow keys (round
 * the end), Home, End and typing move between items; Escape and Tab close it with focus back on the button; outside
 * clicks close it. Not modal, so the page stays readable and clickable; rendered in place (no portal), so the menu
 * stays inside its landmark.
 */
export function DropdownMenu({ trigger, children, className }: TDropdownMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={className}>
      <RadixMenu.Root open={open} onOpenChange={setOpen} modal={false}>
        <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
        <RadixMenu.Content
          align="end"
          loop
          sideOffset={8}
          onKeyDown={(event) => {
            // Radix keeps focus in the menu on Tab; the menu button pattern closes it instead.
            if (event.key === 'Tab') setOpen(false);
          }}
          className="z-50 w-60 origin-(--radix-dropdown-menu-content-transform-origin) animate-pop-in rounded-2xl border border-cream-300 bg-white p-1.5 shadow-pop outline-none"
        >
          {children}
        </RadixMenu.Content>
      </RadixMenu.Root>
    </div>
  );
}

const ITEM =
  'flex w-full cursor-default items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-stone-700 outline-none ' +
  'hover:bg-cream-100 hover:text-stone-900 data-highlighted:bg-cream-100 data-highlighted:text-stone-900';

export function DropdownMenuLink({ to, icon: Icon, children }: { to: string; icon?: TIcon; children: ReactNode }) {
  return (
    <RadixMenu.Item asChild>
      <Link to={to} className={cn(ITEM, 'cursor-pointer')}>
        {Icon && <Icon className="size-4.5 text-stone-500" />}
        {children}
      </Link>
    </RadixMenu.Item>
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
  return (
    <RadixMenu.Item className={ITEM} onSelect={onSelect}>
      {Icon && <Icon className="size-4.5 text-stone-500" />}
      {children}
    </RadixMenu.Item>
  );
}

/** A named group of choices of which one is chosen (menuitemradio with aria-checked). */
export function DropdownMenuRadioGroup({
  label,
  value,
  onValueChange,
  children,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <RadixMenu.RadioGroup value={value} onValueChange={onValueChange} aria-labelledby={id}>
      <RadixMenu.Label id={id} className="px-3 pt-2 pb-1.5 text-xs font-bold tracking-wide text-stone-600 uppercase">
        {label}
      </RadixMenu.Label>
      {children}
    </RadixMenu.RadioGroup>
  );
}

export function DropdownMenuRadioItem({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixMenu.RadioItem value={value} className={cn(ITEM, 'data-[state=checked]:font-bold data-[state=checked]:text-stone-900')}>
      <span aria-hidden="true" className="w-4 text-brand-700">
        <RadixMenu.ItemIndicator>✓</RadixMenu.ItemIndicator>
      </span>
      {children}
    </RadixMenu.RadioItem>
  );
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className="my-1.5 h-px bg-cream-200" />;
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className="px-3 pt-2 pb-1.5">{children}</RadixMenu.Label>;
}

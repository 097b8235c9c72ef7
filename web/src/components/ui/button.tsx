import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type TButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type TButtonSize = 'sm' | 'md' | 'lg' | 'icon';

// A label longer than a narrow phone is wide wraps inside the button (max-w-full, heights as minimums) instead of
// pushing the page sideways.
const BASE =
  'inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-xl text-center font-semibold transition-colors ' +
  'select-none disabled:pointer-events-none disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2';

const VARIANTS: Record<TButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 focus-visible:outline-brand-600',
  secondary: 'bg-brand-100 text-brand-800 hover:bg-brand-200 focus-visible:outline-brand-600',
  outline:
    'border border-stone-300 bg-white text-stone-800 hover:border-stone-400 hover:bg-cream-50 focus-visible:outline-brand-600',
  ghost: 'text-stone-700 hover:bg-cream-200 hover:text-stone-900 focus-visible:outline-brand-600',
  destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800 focus-visible:outline-red-700',
};

const SIZES: Record<TButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1 text-sm',
  md: 'min-h-11 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-2 text-base',
  icon: 'size-11',
};

/**
 * The property a utility sets, for the few the button's own classes set and a caller may want to change; null for
 * any other utility and for one behind a variant (`sm:px-6`, `hover:bg-…`), which adds to the button's classes.
 */
function utilityGroup(utility: string): string | null {
  if (utility.includes(':')) return null;
  if (/^text-(xs|sm|base|lg|\d?xl)$/.test(utility)) return 'text-size';
  if (/^text-(center|left|right|start|end|balance|pretty|wrap|nowrap|ellipsis|clip)$/.test(utility)) return null;
  const group = /^-?(px|py|p|size|min-h|h|w|max-w|gap|rounded|shadow|bg|text|shrink)(?:-|$)/.exec(utility)?.[1];
  return group === 'text' ? 'text-color' : (group ?? null);
}

/**
 * The button's classes with the caller's: a caller's utility replaces the button's own for the same property (its
 * `px-3` the size's `px-6`, its `size-9` the icon size's `size-11`). Tailwind orders its CSS by utility, not by class
 * order, so without this the button's class could win or lose by where it sits in the style sheet.
 */
export function buttonClasses(variant: TButtonVariant = 'primary', size: TButtonSize = 'md', className?: string) {
  const own = `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`.split(' ').filter(Boolean);
  if (!className) return own.join(' ');
  const replaced = new Set(className.split(/\s+/).map(utilityGroup).filter((group) => group !== null));
  // Padding on all sides replaces the inline and block padding too.
  if (replaced.has('p')) replaced.add('px').add('py');
  return cn(own.filter((utility) => !replaced.has(utilityGroup(utility) ?? '')).join(' '), className);
}

interface TButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  pending?: boolean;
}

export function Button({
  variant,
  size,
  pending = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: TButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled === true || pending}
      aria-busy={pending || undefined}
      className={buttonClasses(variant, size, className)}
      {...props}
    >
      {pending && <Spinner decorative className="size-4" />}
      {children}
    </button>
  );
}

interface TButtonLinkProps extends LinkProps {
  variant?: TButtonVariant;
  size?: TButtonSize;
}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: TButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, typeof className === 'string' ? className : undefined)} {...props} />;
}

import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

interface TTextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line twin of components/ui/input. */
export function Textarea({ className, ...props }: TTextareaProps) {
  return (
    <textarea
      className={cn(
        'min-h-28 w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-xs transition-colors',
        'placeholder:text-stone-400 hover:border-stone-400',
        'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
        'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}

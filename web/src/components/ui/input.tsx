import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

interface TInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ...props }: TInputProps) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-stone-900 shadow-xs transition-colors',
        'placeholder:text-stone-400 hover:border-stone-400',
        'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
        'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/30',
        'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}

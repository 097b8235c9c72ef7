import { useId } from 'react';
import { CheckIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

export interface TFilterOption {
  value: string;
  label: string;
  selected: boolean;
}

interface TFilterOptionGroupProps {
  title: string;
  options: readonly TFilterOption[];
  onToggle: (value: string) => void;
}

/** A titled row of toggle chips; a second click on the selected chip clears it. */
export function FilterOptionGroup({ title, options, onToggle }: TFilterOptionGroupProps) {
  const headingId = useId();
  return (
    <fieldset className="min-w-0" aria-labelledby={headingId}>
      <legend id={headingId} className="mb-2 text-sm font-bold text-stone-900">
        {title}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.selected}
            onClick={() => onToggle(option.value)}
            className={cn(
              'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
              option.selected
                ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                : 'border-cream-300 bg-white text-stone-700 hover:border-brand-300 hover:text-stone-900',
            )}
          >
            {option.selected && <CheckIcon className="size-3.5" />}
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

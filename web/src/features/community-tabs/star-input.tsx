import { useState } from 'react';
import { cn } from '../../lib/cn';
import { StarIcon } from '../shared/extra-icons';

/** Stars 0 to 5 (0 = none chosen); hovering previews a value without choosing it. */
export function StarInput({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (stars: number) => void;
  disabled?: boolean;
}) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <div className="flex gap-1" role="radiogroup" aria-label="Sterne-Bewertung" onMouseLeave={() => setHover(0)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <button
          key={star}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={`${star} ${star === 1 ? 'Stern' : 'Sterne'}`}
          disabled={disabled}
          onMouseEnter={() => setHover(star)}
          onFocus={() => setHover(star)}
          onBlur={() => setHover(0)}
          onClick={() => onChange(star)}
          className="rounded p-0.5 text-amber-500 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
        >
          <StarIcon className={cn('size-8', star <= shown && 'fill-current')} />
        </button>
      ))}
    </div>
  );
}

import { cn } from '../../lib/cn';

interface TSpinnerProps {
  /** Accessible name; ignored when decorative. */
  label?: string;
  /** Inside a button that already says what is happening: hidden from assistive tech. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label = 'Wird geladen', decorative = false, className }: TSpinnerProps) {
  const svg = (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={cn('animate-spin', className ?? 'size-5')}>
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return svg;
  return (
    <span role="status" aria-label={label} className="inline-flex">
      {svg}
    </span>
  );
}

/** Centered page-level loading indicator. */
export function PageSpinner({ label = 'Wird geladen' }: { label?: string }) {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center text-brand-600">
      <Spinner label={label} className="size-10" />
    </div>
  );
}

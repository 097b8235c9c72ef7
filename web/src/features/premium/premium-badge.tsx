import { CrownIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';

const SIZES = {
  sm: 'px-1.5 py-0.5 text-[11px]',
  md: 'px-2.5 py-0.5 text-sm',
} as const;

/** The badge the premium plan promises, wherever a member is shown to others. */
export function PremiumBadge({ size = 'sm', className }: { size?: keyof typeof SIZES; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-amber-100 font-semibold text-amber-900',
        SIZES[size],
        className,
      )}
      data-testid="premium-badge"
    >
      <CrownIcon className={size === 'sm' ? 'size-3' : 'size-4'} />
      Premium
    </span>
  );
}

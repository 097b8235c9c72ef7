import { cn } from '../../lib/cn';
import { LockIcon } from '../shared/extra-icons';
import type { TRecipeCard } from './recipe-types';

/** „Nur für mich“: only the author (and admins) ever receive a private recipe, so only they see the badge. */
export function PrivateBadge({ visibility, className }: { visibility: TRecipeCard['visibility']; className?: string }) {
  if (visibility !== 'private') return null;
  return (
    <span
      data-testid="private-badge"
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-stone-900/85 px-2.5 py-0.5 text-xs font-bold text-white ring-1 ring-stone-900/20',
        className,
      )}
    >
      <LockIcon className="size-3.5" />
      Nur für mich
    </span>
  );
}

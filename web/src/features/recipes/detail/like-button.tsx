import { cn } from '../../../lib/cn';
import { formatNumberDE } from '../../../lib/format';
import { HeartIcon } from '../../shared/extra-icons';
import type { TRecipeDetail } from '../recipe-types';
import { useLikeRecipe } from './use-like-recipe';

/** Heart toggle with the like count. */
export function LikeButton({
  recipe,
  loggedIn,
}: {
  recipe: Pick<TRecipeDetail, 'id' | 'isLiked' | 'likeCount'>;
  /** Visitors are sent to the login instead. */
  loggedIn: boolean;
}) {
  const { toggle } = useLikeRecipe(recipe, loggedIn);
  const count = formatNumberDE(recipe.likeCount);
  return (
    <button
      type="button"
      aria-pressed={recipe.isLiked}
      onClick={toggle}
      className={cn(
        'inline-flex h-11 items-center gap-2 rounded-xl border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        recipe.isLiked
          ? 'border-red-200 bg-red-50 text-red-700 hover:bg-red-100'
          : 'border-stone-300 bg-white text-stone-800 hover:border-stone-400 hover:bg-cream-50',
      )}
    >
      <HeartIcon className={cn('size-5 transition-transform', recipe.isLiked && 'scale-110 fill-current')} />
      <span className="sr-only">Gefällt mir</span>
      <span data-testid="like-count" className="tabular-nums">
        {count}
      </span>
    </button>
  );
}

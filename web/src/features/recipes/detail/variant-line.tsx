import { Link } from 'react-router';
import { displayName, formatCountDE } from '../../../lib/format';
import type { TRecipeDetail } from '../recipe-types';

/**
 * „Variante von <Rezept> von <Koch>“ linking the original; a deleted original keeps its title with „(Original
 * gelöscht)“. On an original: how many variants members saved of it.
 */
export function VariantLine({ recipe }: { recipe: Pick<TRecipeDetail, 'variantOf' | 'variantCount'> }) {
  const { variantOf, variantCount } = recipe;
  if (!variantOf && variantCount === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-sm text-stone-600">
      {variantOf && (
        <p data-testid="variant-of">
          Variante von{' '}
          {variantOf.id === null ? (
            <span className="font-semibold text-stone-800">„{variantOf.title}“</span>
          ) : (
            <Link to={`/recipe/${variantOf.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              „{variantOf.title}“
            </Link>
          )}
          {variantOf.createdBy && (
            <>
              {' '}
              von{' '}
              <Link
                to={`/${encodeURIComponent(variantOf.createdBy.username)}`}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {displayName(variantOf.createdBy, 'first')}
              </Link>
            </>
          )}
          {variantOf.originalDeleted && <> (Original gelöscht)</>}
        </p>
      )}
      {variantCount > 0 && <p data-testid="variant-count">{formatCountDE(variantCount, 'Variante', 'Varianten')}</p>}
    </div>
  );
}

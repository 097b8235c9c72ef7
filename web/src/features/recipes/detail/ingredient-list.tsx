import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ingredientText } from '@kochclip/core';
import { RecipeKitchenActions } from '../../kitchen/recipe-kitchen-actions';
import { PrinterIcon } from '../../shared/extra-icons';
import { recipeServings } from '../recipe-defaults';
import type { TRecipeDetail } from '../recipe-types';
import { IngredientName } from './ingredient-name';
import { ServingsControl } from './servings-control';
import { useServings } from './use-servings';
import { formatCountDE } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { isWordAmount } from '../../shared/amount-column';

type TIngredientRecipe = Pick<
  TRecipeDetail,
  'id' | 'title' | 'ingredients' | 'ingredientGroups' | 'servings' | 'totalIngredients' | 'isPreview'
>;

/**
 * Ingredients with the portion scaler, amounts scaled from the recipe's own servings; a titled group („Für den
 * Teig“) gets its sub-heading and its own list, named by it.
 */
export function IngredientList({ recipe }: { recipe: TIngredientRecipe }) {
  const base = recipeServings(recipe.servings);
  const servings = useServings(base);
  const hidden = recipe.totalIngredients - recipe.ingredients.length;

  return (
    <section
      aria-labelledby="ingredients-title"
      className="rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ingredients-title" className="text-xl font-extrabold text-stone-900">
          Zutaten
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <ServingsControl state={servings} />
          {!recipe.isPreview && (
            // The print view takes the portions chosen here.
            <Link
              to={`/recipe/${recipe.id}/drucken?portionen=${servings.servings}`}
              className={buttonClasses('ghost', 'icon', 'size-11')}
              aria-label={`Drucken (${formatCountDE(servings.servings, 'Portion', 'Portionen')})`}
              title="Drucken"
            >
              <PrinterIcon className="size-5" />
            </Link>
          )}
        </div>
      </div>
      {recipe.ingredientGroups.map((group, groupIndex) => {
        const headingId = `ingredient-group-${groupIndex}`;
        return (
          <div key={groupIndex} className={group.title ? 'mt-5' : 'mt-4'}>
            {group.title && (
              <h3 id={headingId} className="text-base font-bold text-stone-900">
                {group.title}
              </h3>
            )}
            <ul
              {...(group.title ? { 'aria-labelledby': headingId } : { 'aria-label': 'Zutatenliste' })}
              className="mt-1 divide-y divide-cream-200"
            >
              {group.ingredients.map((ingredient, index) => {
                const text = ingredientText(ingredient, base, servings.servings);
                return (
                  <li key={`${index}-${ingredient.name}`} data-testid="ingredient" className="flex items-baseline gap-3 py-2.5">
                    <span
                      className={cn(
                        'shrink-0 font-bold text-stone-900 tabular-nums',
                        isWordAmount(text.amount) ? 'w-24 text-sm' : 'min-w-24 whitespace-nowrap',
                      )}
                    >
                      {text.amount}
                    </span>
                    <span className="min-w-0 text-stone-700">
                      <IngredientName name={text.name} note={ingredient.note} optional={ingredient.optional} />
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      {!recipe.isPreview && <RecipeKitchenActions recipe={recipe} servings={servings.servings} />}
      {recipe.isPreview && hidden > 0 && (
        <p className="mt-3 text-sm font-semibold text-brand-800">
          … und {hidden} weitere {hidden === 1 ? 'Zutat' : 'Zutaten'} für Mitglieder
        </p>
      )}
    </section>
  );
}

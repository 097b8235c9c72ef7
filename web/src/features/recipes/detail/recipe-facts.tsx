import type { ReactNode } from 'react';
import { ChefHatIcon } from '../../../components/ui/icons';
import { ClockIcon, FolderIcon, ServingsIcon } from '../../shared/extra-icons';
import { DIFFICULTY_LABELS } from '../filters/filter-options';
import { recipeCategory, recipeServings } from '../recipe-defaults';
import type { TRecipeDetail } from '../recipe-types';

type TFactsRecipe = Pick<TRecipeDetail, 'duration' | 'servings' | 'difficulty' | 'category'>;

/** Duration in minutes (spec), servings, difficulty and category as four tiles. */
export function RecipeFacts({ recipe }: { recipe: TFactsRecipe }) {
  const duration = recipe.duration && recipe.duration > 0 ? `${recipe.duration} Min.` : 'Unbekannt';
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Fact icon={<ClockIcon />} label="Dauer" value={duration} />
      <Fact icon={<ServingsIcon />} label="Portionen" value={String(recipeServings(recipe.servings))} />
      <Fact icon={<ChefHatIcon />} label="Schwierigkeit" value={DIFFICULTY_LABELS[recipe.difficulty]} />
      <Fact icon={<FolderIcon />} label="Kategorie" value={recipeCategory(recipe.category)} />
    </dl>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col items-start gap-2 rounded-2xl bg-white p-3 ring-1 ring-cream-200 min-[480px]:flex-row min-[480px]:items-center min-[480px]:gap-3 sm:p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">{icon}</span>
      <div className="min-w-0">
        <dt className="text-xs font-medium text-stone-500">{label}</dt>
        <dd className="font-bold break-words text-stone-900">{value}</dd>
      </div>
    </div>
  );
}

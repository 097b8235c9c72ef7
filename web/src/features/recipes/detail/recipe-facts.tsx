import type { ReactNode } from 'react';
import { ChefHatIcon } from '../../../components/ui/icons';
import { formatDuration } from '../../../lib/format';
import { ClockIcon, FolderIcon, ServingsIcon } from '../../shared/extra-icons';
import { DIFFICULTY_LABELS } from '../filters/filter-options';
import { recipeCategory, recipeServings } from '../recipe-defaults';
import type { TRecipeDetail } from '../recipe-types';

type TFactsRecipe = Pick<TRecipeDetail, 'duration' | 'servings' | 'difficulty' | 'category'>;

/** Duration ('45 Min.', '1 Std. 10 Min.'), servings, difficulty and category as four tiles. */
export function RecipeFacts({ recipe }: { recipe: TFactsRecipe }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Fact icon={<ClockIcon />} label="Dauer" value={formatDuration(recipe.duration)} />
      <Fact icon={<ServingsIcon />} label="Portionen" value={String(recipeServings(recipe.servings))} />
      <Fact icon={<ChefHatIcon />} label="Schwierigkeit" value={DIFFICULTY_LABELS[recipe.difficulty]} />
      <Fact icon={<FolderIcon />} label="Kategorie" value={recipeCategory(recipe.category)} />
    </dl>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  // dt and dd must be the wrapper's only children (axe: definition-list), so the icon sits inside the dt.
  return (
    <div className="grid grid-cols-1 content-start gap-x-3 gap-y-0.5 rounded-2xl bg-white p-3 ring-1 ring-cream-200 min-[480px]:grid-cols-[auto_minmax(0,1fr)] min-[480px]:content-center sm:p-4">
      <dt className="contents">
        <span className="mb-1.5 flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 min-[480px]:row-span-2 min-[480px]:mb-0">
          {icon}
        </span>
        <span className="self-end text-xs font-medium text-stone-500">{label}</span>
      </dt>
      <dd className="min-w-0 font-bold text-stone-900 min-[480px]:col-start-2">{value}</dd>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { RecipeCard } from './recipe-card';
import type { TRecipeCard } from './recipe-types';

const GRID = 'grid grid-cols-1 gap-5 @lg:grid-cols-2';
// Container queries: the grid fits the space it gets (beside a sidebar or full width), not the viewport.
const COLUMNS = { 2: '', 3: '@3xl:grid-cols-3', 4: '@3xl:grid-cols-3 @5xl:grid-cols-4' } as const;

interface TRecipeGridProps {
  recipes: readonly TRecipeCard[] | undefined;
  /** Shows skeleton cards instead of the recipes. */
  loading?: boolean;
  skeletonCount?: number;
  /** Shown when loading finished and there are no recipes. */
  empty: ReactNode;
  columns?: keyof typeof COLUMNS;
  label?: string;
  className?: string;
}

/** Responsive card grid: 1 column when narrow, 2 from 512 px of width, 3 (or 4) when wide. */
export function RecipeGrid({
  recipes,
  loading = false,
  skeletonCount = 6,
  empty,
  columns = 3,
  label,
  className,
}: TRecipeGridProps) {
  if (loading) {
    return (
      <div className="@container">
        <div role="status" aria-label="Rezepte werden geladen" className={cn(GRID, COLUMNS[columns], className)}>
          {Array.from({ length: skeletonCount }, (_, i) => (
            <RecipeCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (!recipes || recipes.length === 0) return <>{empty}</>;
  return (
    <div className="@container">
      <ul aria-label={label} className={cn(GRID, COLUMNS[columns], className)}>
        {recipes.map((recipe, index) => (
          <li key={recipe.id}>
            <RecipeCard recipe={recipe} priority={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RecipeCardSkeleton() {
  return (
    <div
      data-testid="recipe-card-skeleton"
      className="flex flex-col overflow-hidden rounded-(--radius-card) bg-white shadow-card ring-1 ring-cream-200"
    >
      <Skeleton className="aspect-[16/9] rounded-none @lg:aspect-[4/3]" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="mt-2 flex gap-3">
          <Skeleton className="h-4 w-14" />
          <Skeleton className="h-4 w-14" />
          <Skeleton className="h-4 w-10" />
        </div>
      </div>
    </div>
  );
}

/** Friendly empty state for a list. */
export function EmptyRecipes({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-(--radius-card) border-2 border-dashed border-cream-300 bg-white/60 px-6 py-12 text-center">
      <p className="text-lg font-bold text-stone-900">{title}</p>
      {children && <div className="mt-2 max-w-md text-stone-600">{children}</div>}
    </div>
  );
}

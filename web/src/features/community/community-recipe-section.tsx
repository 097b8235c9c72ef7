import type { ReactNode } from 'react';
import { EmptyRecipes, RecipeGrid } from '../recipes/recipe-grid';
import { COMMUNITY_REFRESH_MS, useRecipeSample } from '../recipes/use-recipe-lists';

interface TCommunityRecipeSectionProps {
  id: string;
  title: string;
  lead: string;
  sort: 'popular' | 'recent';
  limit: number;
  columns: 3 | 4;
  action?: ReactNode;
}

/** A titled, self-refreshing (15 s) recipe list of the community page. */
export function CommunityRecipeSection({ id, title, lead, sort, limit, columns, action }: TCommunityRecipeSectionProps) {
  const { data, isPending } = useRecipeSample({ limit, sort, refetchInterval: COMMUNITY_REFRESH_MS });
  return (
    <section aria-labelledby={id}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-2xl font-extrabold tracking-tight text-stone-900">
            {title}
          </h2>
          <p className="mt-1 text-stone-600">{lead}</p>
        </div>
        {action}
      </div>
      <RecipeGrid
        recipes={data?.recipes}
        loading={isPending}
        skeletonCount={limit}
        columns={columns}
        label={title}
        empty={<EmptyRecipes title="Noch keine Rezepte" />}
      />
    </section>
  );
}

import type { ReactNode } from 'react';
import { ActiveFilterChips } from './filters/active-filter-chips';
import { FilterDrawer, FilterSidebar } from './filters/filter-sidebar';
import { RecipeSearchBox } from './filters/recipe-search-box';
import { useRecipeFilters } from './filters/use-recipe-filters';
import { RecipeFeed } from './recipe-feed';

interface TRecipeBrowserProps {
  /** The list heading, e.g. 'Alle Rezepte'; pages with their own h1 leave it out. */
  heading?: ReactNode;
  /** Adds the search box (the all-recipes page). */
  withSearch?: boolean;
}

/** Filter sidebar (drawer on phones), active-filter chips and the infinite recipe grid. */
export function RecipeBrowser({ heading, withSearch = false }: TRecipeBrowserProps) {
  const state = useRecipeFilters();
  return (
    <div className="grid gap-8 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[16.5rem_minmax(0,1fr)]">
      <FilterSidebar state={state} />
      <section aria-label="Rezeptliste" className="flex min-w-0 flex-col gap-5">
        {heading === undefined && <h2 className="sr-only">Rezepte</h2>}
        {(heading !== undefined || !withSearch) && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            {heading}
            {!withSearch && <FilterDrawer state={state} />}
          </div>
        )}
        {withSearch && (
          <div className="flex gap-3">
            <RecipeSearchBox state={state} />
            <FilterDrawer state={state} />
          </div>
        )}
        <ActiveFilterChips state={state} />
        <RecipeFeed filters={state.filters} />
      </section>
    </div>
  );
}

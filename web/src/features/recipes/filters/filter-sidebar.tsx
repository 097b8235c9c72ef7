import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { FilterIcon } from '../../shared/extra-icons';
import { FilterPanel } from './filter-panel';
import { countPanelFilters } from './recipe-filters';
import type { TRecipeFiltersState } from './use-recipe-filters';

/** The panel as a left column from 768 px on. */
export function FilterSidebar({ state, className }: { state: TRecipeFiltersState; className?: string }) {
  return (
    <aside aria-labelledby="filter-sidebar-title" className={cn('hidden md:block', className)}>
      <div className="sticky top-24 rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200">
        <h2 id="filter-sidebar-title" className="mb-4 flex items-center gap-2 text-lg font-bold text-stone-900">
          <FilterIcon className="size-4.5 text-brand-600" />
          Filter
        </h2>
        <FilterPanel filters={state.filters} onChange={state.update} onReset={state.resetPanel} />
      </div>
    </aside>
  );
}

const loadDrawerDialog = () => import('./filter-drawer-dialog');
const FilterDrawerDialog = lazy(() => loadDrawerDialog().then((m) => ({ default: m.FilterDrawerDialog })));

/**
 * Below 768 px: a 'Filter' button that opens the panel in a drawer. The drawer's code (Radix Dialog) loads when the
 * button is first touched, not with the list: the member's start page shows sooner (docs/performance.md, Lighthouse).
 */
export function FilterDrawer({ state }: { state: TRecipeFiltersState }) {
  const [open, setOpen] = useState(false);
  // Kept once opened, so the closing dialog can hand focus back to the button.
  const [used, setUsed] = useState(false);
  const count = countPanelFilters(state.filters);
  return (
    <>
      <Button
        variant="outline"
        className="md:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadDrawerDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <FilterIcon className="size-4" />
        Filter
        {count > 0 && (
          <span className="inline-flex size-5 items-center justify-center rounded-full bg-brand-600 text-xs text-white">
            {count}
            <span className="sr-only"> aktiv</span>
          </span>
        )}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <FilterDrawerDialog state={state} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

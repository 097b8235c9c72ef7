import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CloseIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useIsMobile } from '../../../lib/use-media-query';
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

/** Below 768 px: a 'Filter' button that opens the panel in a drawer. */
export function FilterDrawer({ state }: { state: TRecipeFiltersState }) {
  const [open, setOpen] = useState(false);
  const isMobile = useIsMobile();
  const count = countPanelFilters(state.filters);
  return (
    <>
      <Button
        variant="outline"
        className="md:hidden"
        aria-haspopup="dialog"
        aria-expanded={open && isMobile}
        onClick={() => setOpen(true)}
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
      <Dialog open={open && isMobile} onClose={() => setOpen(false)} label="Filter" placement="side">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-cream-200 px-4">
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <FilterIcon className="size-4.5 text-brand-600" />
            Filter
          </h2>
          <Button variant="ghost" size="icon" aria-label="Filter schließen" onClick={() => setOpen(false)}>
            <CloseIcon />
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5">
          <FilterPanel filters={state.filters} onChange={state.update} onReset={state.resetPanel} />
        </div>
        <div className="shrink-0 border-t border-cream-200 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <Button className="w-full" onClick={() => setOpen(false)}>
            Ergebnisse anzeigen
          </Button>
        </div>
      </Dialog>
    </>
  );
}

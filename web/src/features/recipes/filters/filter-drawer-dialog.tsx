import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CloseIcon } from '../../../components/ui/icons';
import { useIsMobile } from '../../../lib/use-media-query';
import { FilterIcon } from '../../shared/extra-icons';
import { FilterPanel } from './filter-panel';
import type { TRecipeFiltersState } from './use-recipe-filters';

/** The filter panel in a drawer (phones), loaded when the 'Filter' button is first used (filter-sidebar.tsx). */
export function FilterDrawerDialog({ state, open, onClose }: { state: TRecipeFiltersState; open: boolean; onClose: () => void }) {
  // Asked here, not in the sidebar: the drawer mounts after its first use, so the phone's width never re-renders the
  // server's list (whose render knows no width) right after hydration. On a wider window the sidebar shows the panel.
  const isMobile = useIsMobile();
  return (
    <Dialog open={open && isMobile} onClose={onClose} label="Filter" placement="side">
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-cream-200 px-4">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <FilterIcon className="size-4.5 text-brand-600" />
          Filter
        </h2>
        <Button variant="ghost" size="icon" aria-label="Filter schließen" onClick={onClose}>
          <CloseIcon />
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5">
        <FilterPanel filters={state.filters} onChange={state.update} onReset={state.resetPanel} />
      </div>
      <div className="shrink-0 border-t border-cream-200 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <Button className="w-full" onClick={onClose}>
          Ergebnisse anzeigen
        </Button>
      </div>
    </Dialog>
  );
}

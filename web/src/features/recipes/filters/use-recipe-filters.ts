import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { NO_PANEL_FILTERS, parseFilters, writeFilters, type TRecipeFilters } from './recipe-filters';

export interface TRecipeFiltersState {
  filters: TRecipeFilters;
  /** Merges the patch into the current filters (undefined removes one). */
  update: (patch: Partial<TRecipeFilters>) => void;
  /** 'Filter zurücksetzen': category, diet, duration and difficulty. */
  resetPanel: () => void;
  /** Everything, including the search text. */
  clearAll: () => void;
}

/** Filters live in the URL, so a filtered list can be shared, reloaded and navigated back to. */
export function useRecipeFilters(): TRecipeFiltersState {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<TRecipeFilters>) => {
      setParams((previous) => writeFilters({ ...parseFilters(previous), ...patch }, previous), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  const resetPanel = useCallback(() => update(NO_PANEL_FILTERS), [update]);
  const clearAll = useCallback(() => update({ ...NO_PANEL_FILTERS, search: undefined }), [update]);

  return { filters, update, resetPanel, clearAll };
}

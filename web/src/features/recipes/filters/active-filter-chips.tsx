import { CloseIcon } from '../../../components/ui/icons';
import { activeFilterChips } from './recipe-filters';
import type { TRecipeFiltersState } from './use-recipe-filters';

/** The active filters as removable chips, plus one button that clears them all. */
export function ActiveFilterChips({ state }: { state: TRecipeFiltersState }) {
  const chips = activeFilterChips(state.filters);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      <ul className="flex flex-wrap gap-2" aria-label="Aktive Filter">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => state.update({ [chip.key]: undefined })}
              aria-label={`Filter ${chip.label} entfernen`}
              className="inline-flex h-8 items-center gap-1.5 rounded-full bg-brand-50 pr-2 pl-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 transition-colors hover:bg-brand-100"
            >
              {chip.label}
              <CloseIcon className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={state.clearAll}
        className="h-8 rounded-full px-2 text-sm font-semibold text-stone-600 underline-offset-2 hover:text-stone-900 hover:underline"
      >
        Alle Filter entfernen
      </button>
    </div>
  );
}

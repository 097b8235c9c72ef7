import { CloseIcon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { SearchIcon } from '../../shared/extra-icons';
import type { TRecipeFiltersState } from './use-recipe-filters';
import { useSearchInput } from './use-search-input';

/** Debounced full-text search over the community recipes. */
export function RecipeSearchBox({ state }: { state: TRecipeFiltersState }) {
  const { text, setText, submitNow } = useSearchInput(state);
  return (
    <form
      role="search"
      aria-label="Rezepte durchsuchen"
      className="relative flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        submitNow();
      }}
    >
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-400" />
      <Input
        type="search"
        aria-label="Suchbegriff"
        placeholder="Rezepte suchen …"
        value={text}
        maxLength={100}
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
        className="h-12 pr-11 pl-11 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label="Suche leeren"
          onClick={() => setText('')}
          className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-stone-500 hover:bg-cream-200 hover:text-stone-900"
        >
          <CloseIcon className="size-4" />
        </button>
      )}
    </form>
  );
}

import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { TRecipeFiltersState } from './use-recipe-filters';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text. It reaches the URL (and so the API) only after typing pauses,
 * and follows the URL when the search is cleared elsewhere (chip, 'Alle Filter entfernen').
 */
export function useSearchInput({ filters, update }: TRecipeFiltersState) {
  const urlValue = filters.search ?? '';
  const [text, setText] = useState(urlValue);
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  if (urlValue !== seenUrlValue) {
    setSeenUrlValue(urlValue);
    if (urlValue !== text.trim()) setText(urlValue);
  }

  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // Only a settled value is pushed; a stale one would undo a clear that just happened.
    if (debounced !== text) return;
    const next = debounced.trim();
    if (next !== urlValue) update({ search: next || undefined });
  }, [debounced, text, urlValue, update]);

  const submitNow = () => {
    const next = text.trim();
    if (next !== urlValue) update({ search: next || undefined });
  };

  return { text, setText, submitNow };
}

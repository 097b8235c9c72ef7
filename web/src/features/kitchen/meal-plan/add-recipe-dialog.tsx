import { germanDayLabel, MEAL_SLOT_LABELS } from '@kochclip/routers/kitchen/core/plan-week';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTRPC } from '../../../lib/trpc';
import type { TMealSlot } from './use-meal-plan';

interface TAddRecipeDialogProps {
  target: { date: string; slot: TMealSlot } | null;
  onClose: () => void;
  onPick: (recipeId: number) => void;
  pending: boolean;
}

/** Finds a recipe by search and plans it in the chosen slot. */
export function AddRecipeDialog({ target, onClose, onPick, pending }: TAddRecipeDialogProps) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const results = useQuery(
    trpc.recipes.list.queryOptions(
      { search: term || undefined, limit: 8, sort: term ? undefined : 'popular' },
      { enabled: target !== null },
    ),
  );
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title="Rezept einplanen"
      description={target ? `${germanDayLabel(target.date)} – ${MEAL_SLOT_LABELS[target.slot]}` : undefined}
    >
      <Input
        type="search"
        aria-label="Rezept suchen"
        placeholder="Rezept suchen, z. B. Spätzle"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoFocus
      />
      <ul className="mt-3 flex max-h-80 flex-col gap-1 overflow-y-auto" aria-label="Suchergebnisse">
        {results.data?.recipes.map((recipe) => (
          <li key={recipe.id} className="flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 hover:bg-cream-100">
            <span className="min-w-0 text-sm font-medium">{recipe.title}</span>
            <Button size="sm" pending={pending} onClick={() => onPick(recipe.id)} aria-label={`${recipe.title} einplanen`}>
              Einplanen
            </Button>
          </li>
        ))}
        {results.data?.recipes.length === 0 && <li className="text-sm text-stone-600">Keine Rezepte gefunden</li>}
      </ul>
    </Dialog>
  );
}

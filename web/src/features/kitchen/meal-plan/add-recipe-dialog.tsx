import { germanDayLabel, MEAL_SLOT_LABELS } from '@kochclip/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
  /** A free-text entry („Reste“, „Essen gehen“) instead of a recipe. */
  onNote: (note: string) => void;
  pending: boolean;
}

const NOTE_IDEAS = ['Reste', 'Essen gehen', 'Auswärts'];

/** Finds a recipe by search and plans it in the chosen slot. */
export function AddRecipeDialog({ target, onClose, onPick, onNote, pending }: TAddRecipeDialogProps) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [note, setNote] = useState('');
  const submitNote = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    onNote(note.trim());
    setNote('');
  };
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
      <form onSubmit={submitNote} className="mt-4 flex flex-col gap-2 border-t border-cream-200 pt-3">
        <label htmlFor="plan-note" className="text-sm font-semibold text-stone-800">
          Ohne Rezept eintragen
        </label>
        <div className="flex flex-wrap gap-1">
          {NOTE_IDEAS.map((idea) => (
            <Button key={idea} type="button" size="sm" variant="outline" onClick={() => setNote(idea)}>
              {idea}
            </Button>
          ))}
        </div>
        <div className="flex gap-2">
          <Input
            id="plan-note"
            placeholder="z. B. Reste oder Essen gehen"
            value={note}
            maxLength={80}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button type="submit" pending={pending} disabled={!note.trim()}>
            Eintragen
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

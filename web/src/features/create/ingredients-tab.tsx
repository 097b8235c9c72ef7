import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/button';
import { CloseIcon } from '../../components/ui/icons';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PlusIcon, SearchIcon } from '../shared/extra-icons';
import type { TSubmitHandler } from './creator-types';
import { addIngredient, removeIngredient } from './ingredient-list';
import { usePendingSubmit } from './use-pending-submit';

export function IngredientsTab({ onSubmit }: { onSubmit: TSubmitHandler<string[]> }) {
  const [draft, setDraft] = useState('');
  const [ingredients, setIngredients] = useState<string[]>([]);
  const inputId = useId();
  const hintId = useId();
  const { pending, submit } = usePendingSubmit(onSubmit, () => {
    setDraft('');
    setIngredients([]);
  });

  const add = () => {
    setIngredients((list) => addIngredient(list, draft));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the ingredient instead of submitting the form.
    event.preventDefault();
    add();
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (ingredients.length > 0 && !pending) submit(ingredients);
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>Deine Zutaten</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={draft}
            maxLength={100}
            placeholder="z. B. Tomaten"
            aria-describedby={hintId}
            enterKeyHint="enter"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={pending}
          />
          <Button variant="secondary" size="icon" aria-label="Zutat hinzufügen" onClick={add} disabled={pending || !draft.trim()}>
            <PlusIcon />
          </Button>
        </div>
        <p id={hintId} className="text-xs text-stone-500">
          Mit Enter oder Plus hinzufügen, zum Entfernen auf eine Zutat klicken.
        </p>
      </div>
      {ingredients.length > 0 ? (
        <ul aria-label="Ausgewählte Zutaten" className="flex flex-wrap gap-2">
          {ingredients.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-label={`${name} entfernen`}
                onClick={() => setIngredients((list) => removeIngredient(list, name))}
                disabled={pending}
                className="inline-flex h-9 items-center gap-1.5 rounded-full bg-brand-50 pr-2.5 pl-3.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 transition-colors hover:bg-brand-100"
              >
                {name}
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-500">Füge mindestens eine Zutat hinzu.</p>
      )}
      <Button type="submit" size="lg" disabled={ingredients.length === 0} pending={pending} className="self-start">
        {!pending && <SearchIcon className="size-4" />}
        {pending ? 'Rezept wird gesucht …' : 'Rezept finden'}
      </Button>
    </form>
  );
}

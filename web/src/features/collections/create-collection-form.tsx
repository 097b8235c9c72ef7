import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { useCollectionChanges } from './use-collections';

/** Inline form; a new collection made from a recipe page already contains that recipe. */
export function CreateCollectionForm({ recipeId }: { recipeId: number }) {
  const [name, setName] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { create, addRecipe } = useCollectionChanges();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Name erforderlich: Bitte gib einen Namen für die Sammlung ein.');
      return;
    }
    setError(undefined);
    create.mutate(
      { name, isPublic },
      {
        onSuccess: (collection) => {
          setName('');
          setIsPublic(false);
          addRecipe.mutate({ id: collection.id, recipeId });
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      className="space-y-3 rounded-xl bg-cream-50 p-4 ring-1 ring-cream-200"
      noValidate
      aria-label="Neue Sammlung anlegen"
    >
      <FormField
        label="Neue Sammlung"
        placeholder="z. B. Sonntagsessen"
        value={name}
        maxLength={100}
        error={error}
        onChange={(e) => setName(e.target.value)}
      />
      <label className="flex items-center gap-2 text-sm text-stone-700 pointer-coarse:min-h-11">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={isPublic}
          onChange={(e) => setIsPublic(e.target.checked)}
        />
        Öffentlich
      </label>
      <Button type="submit" size="sm" disabled={create.isPending}>
        Sammlung erstellen
      </Button>
    </form>
  );
}

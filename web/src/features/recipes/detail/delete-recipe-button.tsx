import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TrashIcon } from '../../shared/extra-icons';
import { useDeleteRecipe } from './use-delete-recipe';

/** Only rendered for the recipe's creator. Asks before deleting. */
export function DeleteRecipeButton({ recipeId }: { recipeId: number }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteRecipe(recipeId);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} className="text-red-700 hover:border-red-300 hover:bg-red-50">
        <TrashIcon className="size-4" />
        Löschen
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Rezept löschen"
        description="Möchtest du dieses Rezept wirklich löschen?"
      >
        <p className="mb-5 text-sm text-stone-600">Das Rezept wird dauerhaft entfernt und kann nicht wiederhergestellt werden.</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
            Abbrechen
          </Button>
          <Button
            variant="destructive"
            pending={remove.isPending}
            onClick={() => remove.mutate({ id: recipeId }, { onError: () => setOpen(false) })}
          >
            Löschen
          </Button>
        </div>
      </Dialog>
    </>
  );
}

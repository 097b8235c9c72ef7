import { MEAL_SLOT_LABELS, MEAL_SLOTS, todayInPlanZone } from '@kochclip/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ButtonLink, Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast-store';
import { errorMessage, httpStatus } from '../../lib/errors';
import { useTRPCClient } from '../../lib/trpc';
import type { TMealSlot } from './meal-plan/use-meal-plan';
import { formatCountDE } from '../../lib/format';

const onError = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: httpStatus(error) === 403 ? 'Premium-Funktion' : 'Fehler',
    description: errorMessage(error),
  });

/** Plans the recipe on a day and meal, at the servings chosen in the portion scaler. */
function AddToPlanDialog({ recipeId, servings, onClose }: { recipeId: number; servings: number; onClose: () => void }) {
  const client = useTRPCClient();
  const [date, setDate] = useState(todayInPlanZone);
  const [slot, setSlot] = useState<TMealSlot>('dinner');
  const add = useMutation({
    mutationFn: () => client.kitchen.addMealPlanEntry.mutate({ date, slot, recipeId, servings }),
    onSuccess: () => {
      toast({
        variant: 'success',
        title: 'Im Wochenplan',
        description: `${MEAL_SLOT_LABELS[slot]} am ${new Date(`${date}T12:00:00`).toLocaleDateString('de-DE')}`,
      });
      onClose();
    },
    onError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="In den Wochenplan"
      description={`Für ${servings} ${servings === 1 ? 'Portion' : 'Portionen'}.`}
    >
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
          Tag
          <input
            type="date"
            required
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className="h-11 rounded-xl border border-stone-300 px-3"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
          Mahlzeit
          <select
            value={slot}
            onChange={(event) => setSlot(MEAL_SLOTS.find((s) => s === event.target.value) ?? 'dinner')}
            className="h-11 rounded-xl border border-stone-300 px-3"
          >
            {MEAL_SLOTS.map((s) => (
              <option key={s} value={s}>
                {MEAL_SLOT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" pending={add.isPending}>
          Einplanen
        </Button>
      </form>
    </Dialog>
  );
}

/**
 * The kitchen on a recipe page, for the servings the portion scaler shows: cooking mode, the shopping list (the
 * member's most recently used own list, else one shared with them, else a new one) and the meal plan.
 */
export function RecipeKitchenActions({ recipe, servings }: { recipe: { id: number; title: string }; servings: number }) {
  const client = useTRPCClient();
  const [planning, setPlanning] = useState(false);
  const toList = useMutation({
    mutationFn: async () => {
      const lists = await client.kitchen.shoppingLists.query();
      const chosen = lists.find((list) => list.isOwner) ?? lists[0];
      const listId = chosen?.id ?? (await client.kitchen.createShoppingList.mutate({})).id;
      return client.kitchen.addRecipeToShoppingList.mutate({ id: listId, recipeId: recipe.id, servings });
    },
    onSuccess: (list) =>
      toast({
        variant: 'success',
        title: 'Auf der Einkaufsliste',
        description: `Zutaten für ${formatCountDE(servings, 'Portion', 'Portionen')} stehen auf „${list.title}“.`,
      }),
    onError,
  });
  return (
    <div className="mt-4 flex flex-wrap gap-2" data-testid="recipe-kitchen-actions">
      <ButtonLink to={`/recipe/${recipe.id}/kochen?portionen=${servings}`} size="sm">
        Kochmodus
      </ButtonLink>
      <Button size="sm" variant="outline" pending={toList.isPending} onClick={() => toList.mutate()}>
        Auf die Einkaufsliste
      </Button>
      <Button size="sm" variant="outline" onClick={() => setPlanning(true)}>
        In den Wochenplan
      </Button>
      {planning && <AddToPlanDialog recipeId={recipe.id} servings={servings} onClose={() => setPlanning(false)} />}
    </div>
  );
}

/** Placeholder until the members' issue fills the collections tab (keep this export name and props). */
export function RecipeCollectionsTab({ recipeId }: { recipeId: number }) {
  return (
    <p className="text-stone-600" data-recipe-id={recipeId}>
      Kommt bald
    </p>
  );
}

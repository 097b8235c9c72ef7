export interface TBrowseChoice {
  category: string;
  diet: string;
  duration: string;
  difficulty: string;
}

export const EMPTY_BROWSE_CHOICE: TBrowseChoice = { category: '', diet: '', duration: '', difficulty: '' };

/** /recipes with the chosen filters in the landing vocabulary (the recipes page understands both). */
export function browseRecipesPath(choice: TBrowseChoice): string {
  const params = new URLSearchParams();
  const keys: ReadonlyArray<keyof TBrowseChoice> = ['category', 'diet', 'duration', 'difficulty'];
  for (const key of keys) {
    if (choice[key]) params.set(key, choice[key]);
  }
  const query = params.toString();
  return query ? `/recipes?${query}` : '/recipes';
}

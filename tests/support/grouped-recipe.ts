/**
 * A recipe as a member writes it by hand (POST /api/recipes): two titled ingredient groups with notes and an
 * optional ingredient, two titled step groups. The readers of ingredients and steps are tested with it.
 */
export const groupedRecipe = (title = 'Zwiebelkuchen vom Blech') => ({
  title,
  description: 'Schwäbisch, mit Hefeteig.',
  category: 'Hauptgericht',
  difficulty: 'mittel',
  servings: 4,
  prepTime: 30,
  cookTime: 40,
  duration: 100,
  tags: ['Herbst'],
  ingredientGroups: [
    {
      title: 'Für den Teig',
      ingredients: [
        { amount: '200', unit: 'g', name: 'Mehl', note: 'gesiebt' },
        { amount: '1', unit: 'Würfel', name: 'Hefe' },
      ],
    },
    {
      title: 'Für den Belag',
      ingredients: [
        { amount: '4', unit: '', name: 'Zwiebeln', note: 'in Ringen' },
        { amount: '1', unit: 'TL', name: 'Kümmel', optional: true },
      ],
    },
  ],
  instructionGroups: [
    {
      title: 'Teig',
      steps: [{ step: 'Hefe und Mehl zu einem Teig kneten.' }, { step: 'Eine Stunde gehen lassen.', duration: 60 }],
    },
    {
      title: 'Belag',
      steps: [{ step: 'Die Zwiebeln andünsten und auf den Teig geben.' }, { step: 'Bei 200 °C 40 Min. backen.' }],
    },
  ],
});

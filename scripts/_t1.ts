import { readIngredientLine } from '../server/src/services/import/ingredient-line';
for (const l of [
  '250 g Schweinefleisch, in Stücken',
  'Salz, Pfeffer',
  '600 g Hackfleisch, gemischtes',
  '1 EL Öl, zum Braten',
  '1 1/2 cups flour, sifted',
  '2 carrots, peeled and diced',
  'salt, to taste',
  '1,5 kg Mehl, gesiebt',
  'Salz und Pfeffer, schwarzer',
])
  console.log(l, '=>', JSON.stringify(readIngredientLine(l)));

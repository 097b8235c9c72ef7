import { router } from '../trpc';
import { mealPlanProcedures } from './meal-plan.router';
import { shoppingItemProcedures } from './shopping-items.router';
import { shoppingListProcedures } from './shopping-lists.router';
import { shoppingSharingProcedures } from './shopping-sharing.router';

/** The kitchen (issue 31): shopping lists and the meal plan; cooking mode needs no procedure of its own. */
export const kitchenRouter = router({
  ...shoppingListProcedures,
  ...shoppingItemProcedures,
  ...shoppingSharingProcedures,
  ...mealPlanProcedures,
});

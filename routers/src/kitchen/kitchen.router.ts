import { router } from '../trpc';
import { mealPlanProcedures } from './meal-plan.router';
import { shoppingListProcedures } from './shopping-lists.router';

/** The kitchen (issue 31): shopping lists and the meal plan; cooking mode needs no procedure of its own. */
export const kitchenRouter = router({ ...shoppingListProcedures, ...mealPlanProcedures });

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { authPath } from '../features/auth/next-path';
import { useAuth } from '../features/auth/use-auth';
import { lazyPage } from './lazy-page';

/** The kitchen's pages, each loaded when first opened (React.lazy); their gates are in the route manifest. */
export const CookingMode = lazyPage(() => import('../features/kitchen/cooking-mode/cooking-mode-page').then((m) => m.default));
export const ShoppingLists = lazyPage(() => import('../features/kitchen/shopping/shopping-lists-page').then((m) => m.default));
export const ShoppingList = lazyPage(() => import('../features/kitchen/shopping/shopping-list-page').then((m) => m.default));
export const SharedShoppingList = lazyPage(() => import('../features/kitchen/shopping/shared-list-page').then((m) => m.default));
export const Pantry = lazyPage(() => import('../features/pantry/pantry-page').then((m) => m.default));
export const Cookable = lazyPage(() => import('../features/pantry/cookable-page').then((m) => m.default));
export const Household = lazyPage(() => import('../features/household/household-page').then((m) => m.default));
export const MealPlan = lazyPage(() => import('../features/kitchen/meal-plan/meal-plan-page').then((m) => m.default));

/**
 * Members only, but a phone in the shop without connection cannot ask who is signed in: offline, the page opens
 * from what the browser kept (the shopping list's own copy) instead of sending the member to /auth.
 */
export function MemberOrOffline({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (typeof navigator !== 'undefined' && !navigator.onLine) return children;
  if (status === 'loading') return <PageSpinner />;
  if (status === 'anonymous') return <Navigate to={authPath(location.pathname + location.search)} replace />;
  return children;
}

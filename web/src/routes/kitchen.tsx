import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { authPath } from '../features/auth/next-path';
import { useAuth } from '../features/auth/use-auth';

/** The kitchen's pages, each loaded when first opened (React.lazy). */
const CookingMode = lazy(() => import('../features/kitchen/cooking-mode/cooking-mode-page'));
const ShoppingLists = lazy(() => import('../features/kitchen/shopping/shopping-lists-page'));
const ShoppingList = lazy(() => import('../features/kitchen/shopping/shopping-list-page'));
const SharedShoppingList = lazy(() => import('../features/kitchen/shopping/shared-list-page'));
const MealPlan = lazy(() => import('../features/kitchen/meal-plan/meal-plan-page'));

function loaded(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

/**
 * Members only, but a phone in the shop without connection cannot ask who is signed in: offline, the page opens
 * from what the browser kept (the shopping list's own copy) instead of sending the member to /auth.
 */
function MemberOrOffline({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (typeof navigator !== 'undefined' && !navigator.onLine) return children;
  if (status === 'loading') return <PageSpinner />;
  if (status === 'anonymous') return <Navigate to={authPath(location.pathname + location.search)} replace />;
  return children;
}

/** Cooking mode decides itself what a visitor sees (the preview's notice), and must open offline. */
export const cookingModePage = loaded(CookingMode);
export const shoppingListsPage = <MemberOrOffline>{loaded(ShoppingLists)}</MemberOrOffline>;
export const shoppingListPage = <MemberOrOffline>{loaded(ShoppingList)}</MemberOrOffline>;
export const sharedShoppingListPage = loaded(SharedShoppingList);
export const mealPlanPage = <MemberOrOffline>{loaded(MealPlan)}</MemberOrOffline>;

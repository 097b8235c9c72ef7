import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { GuestOnly, RequireAdmin, RequireAuth } from '../features/auth/route-guards';
import { AdminPage } from './admin';
import { AuthPage } from './auth';
import { CommunityPage } from './community';
import { CookbookPage } from './cookbook';
import { CookbookPrintPage } from './cookbook-print';
import { CookbooksPage } from './cookbooks';
import { CreatePage } from './create';
import { HomePage } from './home';
import { cookingModePage, mealPlanPage, sharedShoppingListPage, shoppingListPage, shoppingListsPage } from './kitchen';
import { datenschutzPage, impressumPage } from './legal';
import { NotFoundPage } from './not-found';
import { PremiumPage } from './premium';
import { ProfilePage } from './profile';
import { PublicProfilePage } from './public-profile';
import { RecipeDetailPage } from './recipe-detail';
import { RecipePrintPage } from './recipe-print';
import { RecipesPage } from './recipes';
import { SettingsPage } from './settings';
import { SharePage } from './share';
import { SubscriptionSuccessPage } from './subscription-success';

const member = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

/**
 * Route table (spec part 1 §2, part 2 §2). Static paths outrank the single-segment
 * /:username catch, so it never swallows a real page; deeper unknown paths hit "*".
 */
export function AppRoutes() {
  return (
    <Routes>
      {/* Print views: one page without the app's navigation (members: the full recipe). */}
      <Route path="recipe/:id/drucken" element={member(<RecipePrintPage />)} />
      <Route path="cookbooks/:id/drucken" element={member(<CookbookPrintPage />)} />
      {/* Cooking mode: full screen, without the app's navigation. */}
      <Route path="recipe/:id/kochen" element={cookingModePage} />
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route
          path="auth"
          element={
            <GuestOnly>
              <AuthPage />
            </GuestOnly>
          }
        />
        <Route path="recipes" element={<RecipesPage />} />
        <Route path="community" element={<CommunityPage />} />
        <Route path="recipe/:id" element={<RecipeDetailPage />} />
        <Route path="u/:username" element={<PublicProfilePage />} />

        <Route path="create" element={member(<CreatePage />)} />
        <Route path="teilen" element={<SharePage />} />
        <Route path="cookbooks" element={member(<CookbooksPage />)} />
        <Route path="cookbooks/:id" element={<CookbookPage />} />
        <Route path="einkaufsliste" element={shoppingListsPage} />
        <Route path="einkaufsliste/geteilt/:token" element={sharedShoppingListPage} />
        <Route path="einkaufsliste/:id" element={shoppingListPage} />
        <Route path="wochenplan" element={mealPlanPage} />
        {/* Tells visitors they are logged out before sending them to /auth (spec), so no RequireAuth. */}
        <Route path="profile" element={<ProfilePage />} />
        <Route path="settings" element={member(<SettingsPage />)} />
        <Route path="premium" element={member(<PremiumPage />)} />
        <Route path="subscription-success" element={member(<SubscriptionSuccessPage />)} />
        <Route
          path="admin"
          element={
            <RequireAdmin>
              <AdminPage />
            </RequireAdmin>
          }
        />

        <Route path="impressum" element={impressumPage} />
        <Route path="datenschutz" element={datenschutzPage} />

        <Route path=":username" element={<PublicProfilePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

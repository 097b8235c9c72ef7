import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { GuestOnly, RequireAdmin, RequireAuth } from '../features/auth/route-guards';
import { HomePage } from './home';
import {
  cookablePage,
  cookingModePage,
  mealPlanPage,
  pantryPage,
  householdPage,
  sharedShoppingListPage,
  shoppingListPage,
  shoppingListsPage,
} from './kitchen';
import type { TServerPage } from '@kochclip/core';
import { lazyPage, type TLazyPage } from './lazy-page';

const AdminPage = lazyPage(() => import('./admin').then((m) => m.AdminPage));
const AuthPage = lazyPage(() => import('./auth').then((m) => m.AuthPage));
const CommunityPage = lazyPage(() => import('./community').then((m) => m.CommunityPage));
const CookbookPage = lazyPage(() => import('./cookbook').then((m) => m.CookbookPage));
const CookbookPrintPage = lazyPage(() => import('./cookbook-print').then((m) => m.CookbookPrintPage));
const CookbooksPage = lazyPage(() => import('./cookbooks').then((m) => m.CookbooksPage));
const CreatePage = lazyPage(() => import('./create').then((m) => m.CreatePage));
const DatenschutzPage = lazyPage(() => import('../features/legal/legal-page').then((m) => m.DatenschutzPage));
const ForgotPasswordPage = lazyPage(() => import('../features/account/forgot-password-page').then((m) => m.default));
const ImpressumPage = lazyPage(() => import('../features/legal/legal-page').then((m) => m.ImpressumPage));
const MovingInPage = lazyPage(() => import('../features/moving-in/moving-in-page').then((m) => m.MovingInPage));
const NotFoundPage = lazyPage(() => import('./not-found').then((m) => m.NotFoundPage));
const PremiumPage = lazyPage(() => import('./premium').then((m) => m.PremiumPage));
const ProfilePage = lazyPage(() => import('./profile').then((m) => m.ProfilePage));
const PublicProfilePage = lazyPage(() => import('./public-profile').then((m) => m.PublicProfilePage));
const NewRecipePage = lazyPage(() => import('./recipe-editor').then((m) => m.NewRecipePage));
const EditRecipePage = lazyPage(() => import('./recipe-editor').then((m) => m.EditRecipePage));
const DraftsPage = lazyPage(() => import('./drafts').then((m) => m.DraftsPage));
const DraftEditorPage = lazyPage(() => import('./drafts').then((m) => m.DraftEditorPage));
const RecipeDetailPage = lazyPage(() => import('./recipe-detail').then((m) => m.RecipeDetailPage));
const RecipePrintPage = lazyPage(() => import('./recipe-print').then((m) => m.RecipePrintPage));
const RecipesPage = lazyPage(() => import('./recipes').then((m) => m.RecipesPage));
const ResetPasswordPage = lazyPage(() => import('../features/account/reset-password-page').then((m) => m.default));
const SettingsPage = lazyPage(() => import('./settings').then((m) => m.SettingsPage));
const SharePage = lazyPage(() => import('./share').then((m) => m.SharePage));
const SubscriptionSuccessPage = lazyPage(() => import('./subscription-success').then((m) => m.SubscriptionSuccessPage));
const VerifyEmailPage = lazyPage(() => import('../features/account/verify-email-page').then((m) => m.default));

const member = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

const SERVER_PAGES: Record<TServerPage, TLazyPage> = {
  recipe: RecipeDetailPage,
  profile: PublicProfilePage,
  recipes: RecipesPage,
  community: CommunityPage,
};

/** Loads the code of the page the server rendered, so the app's first render replaces its content at once. */
export const preloadServerPage = (page: TServerPage) => SERVER_PAGES[page].preload();

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
        <Route path="passwort-vergessen" element={<ForgotPasswordPage />} />
        <Route path="passwort-zuruecksetzen" element={<ResetPasswordPage />} />
        <Route path="email-bestaetigen" element={<VerifyEmailPage />} />
        <Route path="recipes" element={<RecipesPage />} />
        <Route path="community" element={<CommunityPage />} />
        <Route path="recipe/:id" element={<RecipeDetailPage />} />
        <Route path="u/:username" element={<PublicProfilePage />} />

        <Route path="create" element={member(<CreatePage />)} />
        <Route path="umziehen" element={member(<MovingInPage />)} />
        <Route path="rezept/neu" element={member(<NewRecipePage />)} />
        <Route path="rezept/:id/bearbeiten" element={member(<EditRecipePage />)} />
        <Route path="rezept/entwurf/:id" element={member(<DraftEditorPage />)} />
        <Route path="entwuerfe" element={member(<DraftsPage />)} />
        <Route path="teilen" element={<SharePage />} />
        <Route path="cookbooks" element={member(<CookbooksPage />)} />
        <Route path="cookbooks/:id" element={<CookbookPage />} />
        <Route path="einkaufsliste" element={shoppingListsPage} />
        <Route path="einkaufsliste/geteilt/:token" element={sharedShoppingListPage} />
        <Route path="einkaufsliste/:id" element={shoppingListPage} />
        <Route path="wochenplan" element={mealPlanPage} />
        <Route path="vorrat" element={pantryPage} />
        <Route path="haushalt" element={householdPage} />
        <Route path="haushalt/einladung/:token" element={householdPage} />
        <Route path="was-kann-ich-kochen" element={cookablePage} />
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

        <Route path="impressum" element={<ImpressumPage />} />
        <Route path="datenschutz" element={<DatenschutzPage />} />

        <Route path=":username" element={<PublicProfilePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

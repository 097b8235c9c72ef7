import type { ReactNode } from 'react';
import { createRoutesFromElements, Route, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ROUTE_MANIFEST, type TRouteEntry, type TRouteId } from '@kochclip/core';
import { AppLayout } from '../components/layout/app-layout';
import { GuestOnly, RequireAdmin, RequireAuth } from '../features/auth/route-guards';
import { HomePage, preloadHome } from './home';
import {
  Cookable,
  CookingMode,
  Household,
  MealPlan,
  MemberOrOffline,
  Pantry,
  SharedShoppingList,
  ShoppingList,
  ShoppingLists,
} from './kitchen';
import { lazyPage } from './lazy-page';
import { routesBySegment } from './routes-by-segment';

const AdminPage = lazyPage(() => import('./admin').then((m) => m.AdminPage));
const AuthPage = lazyPage(() => import('./auth').then((m) => m.AuthPage));
const ChallengePage = lazyPage(() => import('./challenges').then((m) => m.ChallengePage));
const ChallengesPage = lazyPage(() => import('./challenges').then((m) => m.ChallengesPage));
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

/** The component of each route of the manifest (@kochclip/core `ROUTE_MANIFEST`); a route without one does not compile. */
const PAGES: Record<TRouteId, (() => ReactNode) & { preload?: () => Promise<void> }> = {
  recipePrint: RecipePrintPage,
  cookbookPrint: CookbookPrintPage,
  cookingMode: CookingMode,
  home: HomePage,
  auth: AuthPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  verifyEmail: VerifyEmailPage,
  recipes: RecipesPage,
  community: CommunityPage,
  challenges: ChallengesPage,
  challenge: ChallengePage,
  recipe: RecipeDetailPage,
  memberProfile: PublicProfilePage,
  create: CreatePage,
  movingIn: MovingInPage,
  newRecipe: NewRecipePage,
  editRecipe: EditRecipePage,
  draftEditor: DraftEditorPage,
  drafts: DraftsPage,
  share: SharePage,
  cookbooks: CookbooksPage,
  cookbook: CookbookPage,
  shoppingLists: ShoppingLists,
  sharedShoppingList: SharedShoppingList,
  shoppingList: ShoppingList,
  mealPlan: MealPlan,
  pantry: Pantry,
  household: Household,
  householdInvitation: Household,
  cookable: Cookable,
  profile: ProfilePage,
  settings: SettingsPage,
  premium: PremiumPage,
  subscriptionSuccess: SubscriptionSuccessPage,
  admin: AdminPage,
  impressum: ImpressumPage,
  datenschutz: DatenschutzPage,
  memberShortcut: PublicProfilePage,
};

/** Anyone may open the page; a members' page that tells a visitor itself is open too. */
const Open = ({ children }: { children: ReactNode }) => children;

const GATES: Record<TRouteEntry['access'], (props: { children: ReactNode }) => ReactNode> = {
  public: Open,
  'member-notice': Open,
  guest: GuestOnly,
  member: RequireAuth,
  'member-offline': MemberOrOffline,
  admin: RequireAdmin,
};

/** Pages that load more code for what the server renders (at `/` the creator or the landing page). */
const NESTED_PRELOADS: Partial<Record<TRouteId, (member?: boolean) => Promise<void>>> = { home: preloadHome };

/**
 * Loads the code of a route's page ahead of its render: the server before rendering it, the browser before
 * hydrating the server's markup, so both render the page itself and never a Suspense fallback. `member`: whether
 * the page was rendered for a member (unknown: the code of both views).
 */
export async function preloadRoute(id: TRouteId, member?: boolean): Promise<void> {
  await Promise.all([PAGES[id].preload?.(), NESTED_PRELOADS[id]?.(member)]);
}

function routesOf(layout: TRouteEntry['layout']) {
  return ROUTE_MANIFEST.filter((route) => route.layout === layout).map((route: TRouteEntry & { id: TRouteId }) => {
    const Page = PAGES[route.id];
    const Gate = GATES[route.access];
    const element = (
      <Gate>
        <Page />
      </Gate>
    );
    return route.path === '' ? (
      <Route key={route.id} index element={element} />
    ) : (
      <Route key={route.id} path={route.path} element={element} />
    );
  });
}

/**
 * The route table, built from the route manifest (spec part 1 §2, part 2 §2). react-router ranks static paths
 * above the single-segment /:username catch, so it never swallows a real page; deeper unknown paths hit "*".
 * Built once: `<Routes>` would build it from its elements on every render.
 */
const APP_ROUTES: RouteObject[] = createRoutesFromElements([
  routesOf('bare'),
  <Route key="app" element={<AppLayout />}>
    {routesOf('app')}
    <Route path="*" element={<NotFoundPage />} />
  </Route>,
]);

const routesFor = routesBySegment(APP_ROUTES);

/** The page of the current path (the routes it can open: routes-by-segment.ts). */
export function AppRoutes() {
  return useRoutes(routesFor(useLocation().pathname));
}

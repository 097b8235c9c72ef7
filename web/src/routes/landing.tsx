import { lazy, Suspense, useState } from 'react';
import { Page } from '../components/layout/page';
import { ChallengeTeaser } from '../features/community/running-challenges';
import { BrowseFilter } from '../features/landing/browse-filter';
import { FeatureCards } from '../features/landing/feature-cards';
import { LandingHero } from '../features/landing/landing-hero';
import { PopularRecipes } from '../features/landing/popular-recipes';
import { RegisterCta } from '../features/landing/register-cta';
import { useLandingSearch } from '../features/landing/use-landing-search';

/** Loaded when a visitor first needs it: the dialog's code is no part of the landing page's first script. */
const LoginRequiredDialog = lazy(() =>
  import('../features/landing/login-required-dialog').then((m) => ({ default: m.LoginRequiredDialog })),
);

/** Landing page for visitors. */
export function LandingPage() {
  const [loginOpen, setLoginOpen] = useState(false);
  // Mounted from the first time it opens on, so it can also play its closing.
  const [loginWanted, setLoginWanted] = useState(false);
  const openLogin = () => {
    setLoginWanted(true);
    setLoginOpen(true);
  };
  const onSearch = useLandingSearch(openLogin);

  return (
    <Page className="flex flex-col gap-12 py-6 md:gap-16 md:py-10">
      <LandingHero onSearch={onSearch} onFilter={openLogin} />
      <ChallengeTeaser />
      <PopularRecipes onShowAll={openLogin} />
      <FeatureCards />
      <BrowseFilter />
      <RegisterCta />
      {loginWanted && (
        <Suspense fallback={null}>
          <LoginRequiredDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
        </Suspense>
      )}
    </Page>
  );
}

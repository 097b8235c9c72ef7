import { useState } from 'react';
import { Page } from '../components/layout/page';
import { ChallengeTeaser } from '../features/community/running-challenges';
import { BrowseFilter } from '../features/landing/browse-filter';
import { FeatureCards } from '../features/landing/feature-cards';
import { LandingHero } from '../features/landing/landing-hero';
import { LoginRequiredDialog } from '../features/landing/login-required-dialog';
import { PopularRecipes } from '../features/landing/popular-recipes';
import { RegisterCta } from '../features/landing/register-cta';
import { useLandingSearch } from '../features/landing/use-landing-search';

/** Landing page for visitors. */
export function LandingPage() {
  const [loginOpen, setLoginOpen] = useState(false);
  const openLogin = () => setLoginOpen(true);
  const onSearch = useLandingSearch(openLogin);

  return (
    <Page className="flex flex-col gap-12 py-6 md:gap-16 md:py-10">
      <LandingHero onSearch={onSearch} onFilter={openLogin} />
      <ChallengeTeaser />
      <PopularRecipes onShowAll={openLogin} />
      <FeatureCards />
      <BrowseFilter />
      <RegisterCta />
      <LoginRequiredDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
    </Page>
  );
}

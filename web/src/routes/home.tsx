import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/use-auth';
import { ChallengeTeaser, useRunningChallenges } from '../features/community/running-challenges';
import { lazyPage } from './lazy-page';

const CreatePage = lazyPage(import.meta.glob<typeof import('./create')>('/src/routes/create.tsx'), (m) => m.CreatePage);
const LandingPage = lazyPage(import.meta.glob<typeof import('./landing')>('/src/routes/landing.tsx'), (m) => m.LandingPage);

/**
 * The code of what `/` shows: the creator for a member, the landing page for a visitor, both when that is not known
 * (the server loads every page's code once). The browser loads only the one the server rendered.
 */
export const preloadHome = async (member?: boolean) => {
  await Promise.all([member !== false && CreatePage.preload(), member !== true && LandingPage.preload()]);
};

/** The module of what `/` shows a member (the creator) or a visitor (the landing page), as preloadHome loads it. */
export function homeModules(member: boolean): string[] {
  const { module } = member ? CreatePage : LandingPage;
  return module ? [module] : [];
}

/**
 * "/": a spinner while the session loads, then the creator for members or the landing page, each its own chunk.
 * A running challenge shows above the creator (the landing page has its own teaser).
 */
export function HomePage() {
  const { status } = useAuth();
  // Asked together with the session (one batch), so a member's teaser is there when the creator is drawn below it
  // instead of pushing it down when its answer comes later (Lighthouse counted that shift).
  useRunningChallenges();
  if (status === 'loading') return <PageSpinner />;
  if (status !== 'authenticated') return <LandingPage />;
  return (
    <>
      <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6 empty:hidden">
        <ChallengeTeaser />
      </div>
      <CreatePage />
    </>
  );
}

import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/use-auth';
import { ChallengeTeaser, useRunningChallenges } from '../features/community/running-challenges';
import { lazyPage } from './lazy-page';

const CreatePage = lazyPage(() => import('./create').then((m) => m.CreatePage));
const LandingPage = lazyPage(() => import('./landing').then((m) => m.LandingPage));

/**
 * The code of what `/` shows: the creator for a member, the landing page for a visitor, both when that is not known
 * (the server loads every page's code once). The browser loads only the one the server rendered.
 */
export const preloadHome = async (member?: boolean) => {
  await Promise.all([member !== false && CreatePage.preload(), member !== true && LandingPage.preload()]);
};

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

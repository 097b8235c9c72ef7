import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/use-auth';
import { lazyPage } from './lazy-page';

const CreatePage = lazyPage(() => import('./create').then((m) => m.CreatePage));
const LandingPage = lazyPage(() => import('./landing').then((m) => m.LandingPage));

/** "/": a spinner while the session loads, then the creator for members or the landing page, each its own chunk. */
export function HomePage() {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner />;
  return status === 'authenticated' ? <CreatePage /> : <LandingPage />;
}

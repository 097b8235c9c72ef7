import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/use-auth';
import { CreatePage } from './create';
import { LandingPage } from './landing';

/** "/": a spinner while the session loads, then the creator for members or the landing page. */
export function HomePage() {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner />;
  return status === 'authenticated' ? <CreatePage /> : <LandingPage />;
}

import { useLocation, useParams } from 'react-router';
import { Page } from '../components/layout/page';
import { isPossibleUsername } from '../features/auth/auth-validation';
import { PublicProfile } from '../features/members/public-profile';
import { NotFoundPage } from './not-found';

function UserNotFound() {
  return (
    <Page title="Benutzer nicht gefunden">
      <h1 className="py-24 text-center text-2xl font-bold text-stone-900">Benutzer nicht gefunden</h1>
    </Page>
  );
}

/** Public profile, reachable as /u/{username} and as /{username} (both readings of the spec). */
export function PublicProfilePage() {
  const { username = '' } = useParams();
  const underU = useLocation().pathname.startsWith('/u/');
  if (!isPossibleUsername(username)) return underU ? <UserNotFound /> : <NotFoundPage />;
  return <PublicProfile key={username} username={username} notFound={underU ? <UserNotFound /> : <NotFoundPage />} />;
}

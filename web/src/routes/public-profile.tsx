import { useParams } from 'react-router';
import { PagePlaceholder } from '../components/layout/page-placeholder';
import { isPossibleUsername } from '../features/auth/auth-validation';
import { NotFoundPage } from './not-found';

/** Public profile, reachable as /u/{username} and as /{username} (both readings of the spec). */
export function PublicProfilePage() {
  const { username = '' } = useParams();
  if (!isPossibleUsername(username)) return <NotFoundPage />;
  return <PagePlaceholder title={`Profil von @${username}`} />;
}

import { isPossibleUsername } from '@kochclip/core';
import { useParams } from 'react-router';
import { PublicProfile } from '../features/members/public-profile';
import { NotFoundPage } from './not-found';

/** Public profile, reachable as /u/{username} and as /{username} (both readings of the spec). */
export function PublicProfilePage() {
  const { username = '' } = useParams();
  if (!isPossibleUsername(username)) return <NotFoundPage />;
  return <PublicProfile key={username} username={username} notFound={<NotFoundPage />} />;
}

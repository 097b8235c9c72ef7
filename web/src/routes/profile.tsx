import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/use-auth';
import { LoggedOutNotice } from '../features/members/logged-out-notice';
import { OwnProfile } from '../features/members/own-profile';

export function ProfilePage() {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'anonymous') return <LoggedOutNotice next="/profile" />;
  return <OwnProfile />;
}

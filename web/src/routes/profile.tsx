import { PagePlaceholder } from '../components/layout/page-placeholder';

export function ProfilePage() {
  return <PagePlaceholder title="Mein Profil" />;
}

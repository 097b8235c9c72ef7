import { PagePlaceholder } from '../components/layout/page-placeholder';

export function AdminPage() {
  return <PagePlaceholder title="Admin Dashboard" />;
}

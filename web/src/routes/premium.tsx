import { PagePlaceholder } from '../components/layout/page-placeholder';

export function PremiumPage() {
  return <PagePlaceholder title="Premium" />;
}

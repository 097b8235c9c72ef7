import { PagePlaceholder } from '../components/layout/page-placeholder';

export function SubscriptionSuccessPage() {
  return <PagePlaceholder title="Zahlungsbestätigung" />;
}

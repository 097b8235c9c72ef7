import { PagePlaceholder } from '../components/layout/page-placeholder';

export function CookbooksPage() {
  return <PagePlaceholder title="Meine Kochbücher" />;
}

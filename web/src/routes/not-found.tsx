import { PageNotFound } from '../components/layout/page-not-found';

export function NotFoundPage() {
  return <PageNotFound />;
}

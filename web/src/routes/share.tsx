import { Navigate, useSearchParams } from 'react-router';
import { linkKind, sharedLink } from '../features/create/page-link';

/**
 * /teilen, the installed app's share target (manifest `share_target`): takes the link out of what the share
 * sheet sends and opens the creator with it. Visitors pass through /auth?next=… (the creator is for members)
 * and come back to it with the link kept.
 */
export function SharePage() {
  const [params] = useSearchParams();
  const link = sharedLink({ url: params.get('url'), text: params.get('text'), title: params.get('title') });
  const kind = link ? linkKind(link) : null;
  // `geteilt`: the draft made from the link is marked as shared (origin „share“).
  const target = link && kind ? `/create?${new URLSearchParams({ link, geteilt: '1' }).toString()}` : '/create';
  return <Navigate to={target} replace />;
}

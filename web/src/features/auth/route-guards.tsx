import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { authPath, safeNextPath } from './next-path';
import { useAuth } from './use-auth';

let leavingTo: string | null = null;

/**
 * A member about to end their session for good on a member-only page (a deleted account) goes to `path`, not to
 * /auth?next=: the session ends before the router has moved, so the guard would send them to the login first.
 */
export function leaveMemberPagesFor(path: string): void {
  leavingTo = path;
}

function LeaveTo({ to }: { to: string }) {
  useEffect(() => {
    leavingTo = null;
  }, []);
  return <Navigate to={to} replace />;
}

/** Member-only pages: visitors are sent to /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'anonymous' && leavingTo !== null) return <LeaveTo to={leavingTo} />;
  if (status === 'anonymous') return <Navigate to={authPath(location.pathname + location.search)} replace />;
  return children;
}

/** /admin: visitors and members without the admin role go to / (spec reading 1: non-admins are redirected to /). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isAdmin } = useAuth();
  if (status === 'loading') {
    return (
      <p role="status" className="py-24 text-center text-stone-600">
        Zugriff wird geprüft …
      </p>
    );
  }
  if (!isAdmin) return <Navigate to="/" replace />;
  return children;
}

/** /auth: members are sent home, or back to the page that asked them to sign in (?next=). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [searchParams] = useSearchParams();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'authenticated') return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;
  return children;
}

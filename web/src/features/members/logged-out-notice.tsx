import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { authPath } from '../auth/next-path';

/** Spec: logged-out visitors are told so and sent to sign in after 0.5 s. */
export const LOGGED_OUT_REDIRECT_MS = 500;

export function LoggedOutNotice({ next }: { next: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(authPath(next), { replace: true }), LOGGED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, next]);
  return (
    <p role="status" className="py-24 text-center text-stone-700">
      Du bist nicht angemeldet. Du wirst zur Anmeldung weitergeleitet …
    </p>
  );
}

import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { isUnauthorized } from '../../../lib/errors';
import { authPath } from '../../auth/next-path';

export const AUTH_REDIRECT_DELAY_MS = 500;

/** Spec: a 401, or a message containing 'unauthorized', means the visitor has to log in first. */
export function needsLogin(error: unknown): boolean {
  if (isUnauthorized(error)) return true;
  return error instanceof Error && error.message.toLowerCase().includes('unauthorized');
}

/** Shows 'Anmeldung erforderlich' and sends the visitor to /auth after 0.5 s, to come back here afterwards. */
export function useAuthRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    toast({
      variant: 'destructive',
      title: 'Anmeldung erforderlich',
      description: 'Bitte melde dich an, um fortzufahren.',
    });
    window.setTimeout(() => void navigate(authPath(location.pathname + location.search)), AUTH_REDIRECT_DELAY_MS);
  };
}

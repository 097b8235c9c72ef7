import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page, PageHeading } from '../../components/layout/page';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/errors';
import { useVerifyEmail } from './use-account';

/** /email-bestaetigen?token=…: confirms the address once when the page opens (the link is single use). */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  return (
    <Page title="E-Mail bestätigen" className="max-w-md">
      <PageHeading>E-Mail-Adresse bestätigen</PageHeading>
      <div className="rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200">
        {!token && <p role="alert">Der Link ist unvollständig. Bitte öffne ihn direkt aus der E-Mail.</p>}
        {token && verify.isPending && <Spinner />}
        {verify.isSuccess && (
          <p role="status">
            {verify.data.message} ({verify.data.email})
          </p>
        )}
        {verify.isError && <p role="alert">{errorMessage(verify.error)}</p>}
        <p className="mt-4 text-sm">
          <Link to="/settings" className="font-medium text-brand-700 hover:underline">
            Zu den Einstellungen
          </Link>
        </p>
      </div>
    </Page>
  );
}

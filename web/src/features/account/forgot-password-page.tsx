import { useState } from 'react';
import { Link } from 'react-router';
import { Page, PageHeading } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/errors';
import { useRequestPasswordReset } from './use-account';

/** /passwort-vergessen: asks for username or e-mail; the answer never tells whether the account exists. */
export default function ForgotPasswordPage() {
  const [identifier, setIdentifier] = useState('');
  const request = useRequestPasswordReset();
  return (
    <Page title="Passwort vergessen" className="max-w-md">
      <PageHeading lead="Wir schicken dir einen Link, mit dem du ein neues Passwort festlegst.">Passwort vergessen?</PageHeading>
      <div className="rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200">
        {request.isSuccess ? (
          <p role="status" className="text-stone-700">
            {request.data.message}
          </p>
        ) : (
          <form
            noValidate
            aria-label="Passwort zurücksetzen"
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (identifier.trim()) request.mutate({ identifier });
            }}
          >
            <FormField
              label="Benutzername oder E-Mail"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={identifier}
              maxLength={254}
              onChange={(e) => setIdentifier(e.target.value)}
              error={request.isError ? errorMessage(request.error) : undefined}
            />
            <Button type="submit" pending={request.isPending} disabled={!identifier.trim()}>
              Link senden
            </Button>
          </form>
        )}
        <p className="mt-4 text-sm">
          <Link to="/auth" className="font-medium text-brand-700 hover:underline">
            Zurück zur Anmeldung
          </Link>
        </p>
      </div>
    </Page>
  );
}

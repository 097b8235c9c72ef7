import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_HINT, ZNewPassword } from '../../lib/validators';
import { Page, PageHeading } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { errorMessage, fieldIssues } from '../../lib/errors';
import { useConfirmPasswordReset } from './use-account';

/** /passwort-zuruecksetzen?token=…: the link from the mail sets a new password and signs the member in. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const confirm = useConfirmPasswordReset();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = ZNewPassword.safeParse(password);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    if (password !== repeat) return setProblem('Die Passwörter stimmen nicht überein.');
    setProblem(undefined);
    confirm.mutate(
      { token, password },
      {
        onSuccess: () => void navigate('/', { replace: true }),
        onError: (error) => setProblem(fieldIssues(error).password ?? errorMessage(error)),
      },
    );
  };

  return (
    <Page title="Neues Passwort" className="max-w-md">
      <PageHeading>Neues Passwort festlegen</PageHeading>
      <div className="rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200">
        {token ? (
          <form noValidate aria-label="Passwort neu festlegen" className="flex flex-col gap-4" onSubmit={submit}>
            <FormField
              label="Neues Passwort"
              type="password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <FormField
              label="Passwort wiederholen"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
              error={problem}
            />
            <Button type="submit" pending={confirm.isPending}>
              Passwort speichern
            </Button>
            <p className="text-xs text-stone-500">Danach wirst du auf allen anderen Geräten abgemeldet.</p>
          </form>
        ) : (
          <p role="alert">Der Link ist unvollständig. Bitte öffne ihn direkt aus der E-Mail.</p>
        )}
        <p className="mt-4 text-sm">
          <Link to="/passwort-vergessen" className="font-medium text-brand-700 hover:underline">
            Neuen Link anfordern
          </Link>
        </p>
      </div>
    </Page>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, fieldIssues } from '../../lib/errors';
import { formatDateDE, formatDateTimeDE } from '../../lib/format';
import { PASSWORD_HINT } from '../../lib/validators';
import {
  useChangeEmail,
  useChangePassword,
  useResendVerification,
  useRevokeAllSessions,
  useRevokeSession,
  useRevokeToken,
  useSessions,
} from './use-account';
import { lastActiveDE } from './last-active';

/** Current address, whether it is confirmed, and the form that moves the account to another one. */
export function EmailEditor({ user }: { user: { email: string; emailVerified: boolean } }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangeEmail();
  const resend = useResendVerification();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate(
      { email, password },
      {
        onSuccess: () => (setErrors({}), setPassword('')),
        onError: (error) => {
          const issues = fieldIssues(error);
          setErrors(Object.keys(issues).length > 0 ? issues : { email: errorMessage(error) });
        },
      },
    );
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        {user.email} · {user.emailVerified ? 'bestätigt' : 'noch nicht bestätigt'}
      </p>
      {!user.emailVerified && (
        <Button type="button" size="sm" variant="outline" pending={resend.isPending} onClick={() => resend.mutate()}>
          Bestätigungslink erneut senden
        </Button>
      )}
      {change.isSuccess && (
        <p role="status" className="text-sm text-stone-700">
          {change.data.message}
        </p>
      )}
      <form noValidate aria-label="E-Mail-Adresse ändern" className="space-y-3" onSubmit={submit}>
        <FormField
          label="Neue E-Mail-Adresse"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <FormField
          label="Passwort"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <Button type="submit" size="sm" pending={change.isPending} disabled={!email || !password}>
          Adresse ändern
        </Button>
        <p className="text-xs text-stone-500">Die neue Adresse gilt erst, wenn du den Link in der E-Mail an sie öffnest.</p>
      </form>
    </div>
  );
}

export function PasswordEditor() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => (setErrors({}), setCurrentPassword(''), setNewPassword('')),
        onError: (error) => {
          const issues = fieldIssues(error);
          setErrors(Object.keys(issues).length > 0 ? issues : { newPassword: errorMessage(error) });
        },
      },
    );
  };
  return (
    <form noValidate aria-label="Passwort ändern" className="space-y-3" onSubmit={submit}>
      <FormField
        label="Aktuelles Passwort"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
        error={errors.currentPassword}
      />
      <FormField
        label="Neues Passwort"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
        error={errors.newPassword}
      />
      <Button type="submit" size="sm" pending={change.isPending} disabled={!currentPassword || !newPassword}>
        Passwort ändern
      </Button>
      <p className="text-xs text-stone-500">Alle anderen Sitzungen und API-Tokens werden dabei abgemeldet.</p>
    </form>
  );
}

/** Browser sessions and API tokens with 'abmelden' per entry and 'Überall abmelden'. */
export function SessionsEditor() {
  const sessions = useSessions(true);
  const revokeSession = useRevokeSession();
  const revokeToken = useRevokeToken();
  const revokeAll = useRevokeAllSessions();
  if (sessions.isPending) return <Spinner />;
  if (sessions.isError) return <p role="alert">{errorMessage(sessions.error)}</p>;
  const { sessions: browsers, tokens } = sessions.data;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-cream-200 text-sm" aria-label="Aktive Sitzungen">
        {browsers.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="font-semibold text-stone-900">{s.device}</span>
              {s.current && <strong className="ml-2 text-brand-700">Dieses Gerät</strong>}
              <span className="block text-xs text-stone-500">
                {s.current ? 'jetzt aktiv' : lastActiveDE(s.lastUsedAt)} · angemeldet seit {formatDateDE(s.createdAt)}
              </span>
            </span>
            <Button type="button" size="sm" variant="outline" onClick={() => revokeSession.mutate({ id: s.id })}>
              abmelden
            </Button>
          </li>
        ))}
        {tokens.map((t) => (
          <li key={t.id} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0 wrap-anywhere">
              <span className="font-semibold text-stone-900">API-Token „{t.name}“</span>
              {t.current && <strong className="ml-2 text-brand-700">Dieses Gerät</strong>}
              <span className="block text-xs text-stone-500">
                {t.lastUsedAt ? lastActiveDE(t.lastUsedAt) : 'noch nicht benutzt'} · erstellt am {formatDateTimeDE(t.createdAt)}
              </span>
            </span>
            <Button type="button" size="sm" variant="outline" onClick={() => revokeToken.mutate({ id: t.id })}>
              abmelden
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" size="sm" variant="destructive" pending={revokeAll.isPending} onClick={() => revokeAll.mutate()}>
        Überall abmelden
      </Button>
    </div>
  );
}

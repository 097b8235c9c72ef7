import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { formatDateDE } from '../../lib/format';
import type { THousehold, TUseHousehold } from './use-household';

/** For the manager: invite by username, make a link (shown once), withdraw what is still open. */
export function HouseholdInvitations({ household, actions }: { household: THousehold; actions: TUseHousehold }) {
  const [username, setUsername] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const full = household.members.length >= household.maxMembers;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) return;
    actions.invite.mutate(username.trim(), {
      onSuccess: () => {
        setUsername('');
        toast({ variant: 'success', title: 'Einladung verschickt' });
      },
    });
  };
  return (
    <section aria-labelledby="household-invite" className="flex flex-col gap-3">
      <h2 id="household-invite" className="text-sm font-bold tracking-wide text-brand-800 uppercase">
        Einladen
      </h2>
      {full && household.maxMembers < 12 && (
        <p className="rounded-xl bg-cream-100 p-3 text-sm text-stone-800">
          Mehr als 2 Mitglieder gibt es mit{' '}
          <Link to="/premium" className="font-semibold underline">
            Premium
          </Link>{' '}
          – bis zu 12.
        </p>
      )}
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row" aria-label="Per Benutzername einladen">
        <label htmlFor="household-username" className="sr-only">
          Benutzername
        </label>
        <Input
          id="household-username"
          placeholder="Benutzername"
          value={username}
          maxLength={254}
          autoComplete="off"
          onChange={(event) => setUsername(event.target.value)}
        />
        <Button type="submit" pending={actions.invite.isPending} disabled={!username.trim()}>
          Einladen
        </Button>
      </form>
      <div className="flex flex-col gap-2">
        <Button
          variant="outline"
          pending={actions.createLink.isPending}
          onClick={() =>
            actions.createLink.mutate(undefined, { onSuccess: (made) => setLink(`${window.location.origin}${made.link}`) })
          }
        >
          Einladungslink erzeugen
        </Button>
        {link && (
          <div className="flex flex-col gap-2 rounded-xl bg-cream-100 p-3 text-sm">
            <p>Teile diesen Link (7 Tage gültig; er wird nur jetzt angezeigt):</p>
            <code className="break-all" data-testid="household-link">
              {link}
            </code>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void navigator.clipboard?.writeText(link).then(() => toast({ variant: 'success', title: 'Kopiert!' }))
              }
            >
              Link kopieren
            </Button>
          </div>
        )}
      </div>
      {household.invitations.length > 0 && (
        <ul
          className="divide-y divide-cream-200 rounded-(--radius-card) bg-white px-4 shadow-card ring-1 ring-cream-200"
          aria-label="Offene Einladungen"
        >
          {household.invitations.map((invitation) => (
            <li key={invitation.id} className="flex min-h-12 flex-wrap items-center justify-between gap-2 py-2">
              <span className="break-all text-stone-800">
                {invitation.username ?? 'Einladungslink'}{' '}
                <span className="text-sm text-stone-600">bis {formatDateDE(invitation.expiresAt)}</span>
              </span>
              <Button
                size="sm"
                variant="outline"
                pending={actions.revoke.isPending}
                onClick={() => actions.revoke.mutate(invitation.id)}
              >
                Zurückziehen
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

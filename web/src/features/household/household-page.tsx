import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Page, PageHeading } from '../../components/layout/page';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { BringOwnChoice } from './bring-own-choice';
import { HouseholdInvitations } from './household-invitations';
import { HouseholdMembers } from './household-members';
import { useHousehold, type THouseholdState, type TUseHousehold } from './use-household';

const LEAD =
  'Bis zu 12 Menschen teilen einen Wochenplan, seine Einkaufslisten und den Vorrat – jede Änderung sehen alle, auch offline abgehakte Einträge.';

/** /haushalt and /haushalt/einladung/:token: the member's household, invitations, and joining by link. */
export default function HouseholdPage() {
  const { token } = useParams();
  const actions = useHousehold();
  const data = actions.query.data;
  if (!data)
    return actions.query.isError ? (
      <Page title="Haushalt">Der Haushalt konnte nicht geladen werden.</Page>
    ) : (
      <PageSpinner label="Haushalt wird geladen" />
    );
  return (
    <Page title="Haushalt" className="flex max-w-3xl flex-col gap-6">
      <PageHeading lead={LEAD}>Haushalt</PageHeading>
      {token && !data.household && <JoinByLink token={token} actions={actions} />}
      {token && data.household && (
        <p role="status" className="rounded-xl bg-cream-100 p-3 text-stone-800">
          Du bist schon in einem Haushalt. Um der Einladung zu folgen, verlasse ihn zuerst.
        </p>
      )}
      {data.household ? (
        <MyHousehold household={data.household} actions={actions} />
      ) : (
        <NoHousehold data={data} actions={actions} />
      )}
    </Page>
  );
}

function MyHousehold({ household, actions }: { household: NonNullable<THouseholdState['household']>; actions: TUseHousehold }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <section className="flex flex-col gap-2 rounded-(--radius-card) bg-white p-4 shadow-card ring-1 ring-cream-200">
        <h2 className="text-2xl font-bold text-stone-900" data-testid="household-name">
          {household.name}
        </h2>
        <p className="text-stone-600">
          Gemeinsam:{' '}
          <Link to="/wochenplan" className="font-semibold text-brand-700 underline">
            Wochenplan
          </Link>
          ,{' '}
          <Link to="/einkaufsliste" className="font-semibold text-brand-700 underline">
            Einkaufslisten
          </Link>{' '}
          und{' '}
          <Link to="/vorrat" className="font-semibold text-brand-700 underline">
            Vorrat
          </Link>
          .
        </p>
      </section>
      <HouseholdMembers household={household} actions={actions} />
      {household.isManager && <HouseholdInvitations household={household} actions={actions} />}
      <Button variant="outline" onClick={() => setLeaving(true)}>
        Haushalt verlassen
      </Button>
      <ConfirmDialog
        open={leaving}
        title="Haushalt verlassen?"
        description={
          household.isManager && household.members.length > 1
            ? 'Du behältst eine Kopie von Wochenplan, Einkaufslisten und Vorrat. Wer am längsten dabei ist, verwaltet den Haushalt dann.'
            : 'Du behältst eine Kopie von Wochenplan, Einkaufslisten und Vorrat.'
        }
        confirmLabel="Verlassen"
        pending={actions.leave.isPending}
        onConfirm={() => actions.leave.mutate(undefined, { onSettled: () => setLeaving(false) })}
        onClose={() => setLeaving(false)}
      />
    </>
  );
}

function NoHousehold({ data, actions }: { data: THouseholdState; actions: TUseHousehold }) {
  const [name, setName] = useState('');
  const [bringOwn, setBringOwn] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) actions.create.mutate(name.trim());
  };
  return (
    <>
      {data.invitations.length > 0 && (
        <section aria-labelledby="household-invited" className="flex flex-col gap-3">
          <h2 id="household-invited" className="text-sm font-bold tracking-wide text-brand-800 uppercase">
            Einladungen an dich
          </h2>
          <BringOwnChoice id="bring-own-invitations" checked={bringOwn} onChange={setBringOwn} />
          <ul className="divide-y divide-cream-200 rounded-(--radius-card) bg-white px-4 shadow-card ring-1 ring-cream-200">
            {data.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-col gap-2 py-3">
                <p className="text-stone-800">
                  <strong>{invitation.invitedBy}</strong> lädt dich in „{invitation.household.name}“ ein (
                  {invitation.household.memberCount} {invitation.household.memberCount === 1 ? 'Mitglied' : 'Mitglieder'}).
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    pending={actions.join.isPending}
                    onClick={() => actions.join.mutate({ invitationId: invitation.id, bringOwn })}
                  >
                    Beitreten
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => actions.decline.mutate(invitation.id)}>
                    Ablehnen
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <form onSubmit={submit} className="flex flex-col gap-2" aria-label="Haushalt gründen">
        <h2 className="text-sm font-bold tracking-wide text-brand-800 uppercase">Haushalt gründen</h2>
        <p className="text-sm text-stone-600">
          Dein Wochenplan, deine Einkaufslisten und dein Vorrat werden die des Haushalts. Kostenlos mit 2 Mitgliedern, mit{' '}
          <Link to="/premium" className="underline">
            Premium
          </Link>{' '}
          bis zu 12.
        </p>
        <label htmlFor="household-name" className="text-sm font-semibold text-stone-800">
          Name
        </label>
        <Input
          id="household-name"
          placeholder="z. B. Familie Berger"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" pending={actions.create.isPending} disabled={!name.trim()}>
          Haushalt gründen
        </Button>
      </form>
    </>
  );
}

function JoinByLink({ token, actions }: { token: string; actions: TUseHousehold }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [bringOwn, setBringOwn] = useState(true);
  const preview = useQuery(trpc.household.previewInviteLink.queryOptions({ token }, { retry: false }));
  if (preview.isError) {
    return (
      <p role="alert" className="rounded-xl bg-cream-100 p-3 text-stone-800">
        {errorMessage(preview.error)}
      </p>
    );
  }
  if (!preview.data) return <PageSpinner label="Einladung wird geladen" />;
  const { household, invitedBy } = preview.data;
  return (
    <section
      aria-labelledby="household-join"
      className="flex flex-col gap-3 rounded-(--radius-card) bg-white p-4 shadow-card ring-1 ring-cream-200"
    >
      <h2 id="household-join" className="text-xl font-bold text-stone-900">
        Einladung in „{household.name}“
      </h2>
      <p className="text-stone-700">
        Von {invitedBy}; {household.memberCount} {household.memberCount === 1 ? 'Mitglied' : 'Mitglieder'}.
      </p>
      <BringOwnChoice id="bring-own-link" checked={bringOwn} onChange={setBringOwn} />
      <Button
        pending={actions.join.isPending}
        onClick={() =>
          actions.join.mutate({ token, bringOwn }, { onSuccess: () => void navigate('/haushalt', { replace: true }) })
        }
      >
        Beitreten
      </Button>
    </section>
  );
}

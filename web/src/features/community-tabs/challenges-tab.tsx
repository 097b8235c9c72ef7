import { APP_TIME_ZONE } from '@kochclip/core';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { displayName, formatNumberDE } from '../../lib/format';
import { useAuth } from '../auth/use-auth';
import { ArrowLeftIcon } from '../shared/extra-icons';
import { ChallengeSubmitForm } from './challenge-submit-form';
import { relativeDateDE } from './relative-date';
import { useChallenge, useChallengeLists, type TChallenge } from './use-challenges';
import { DELETE_CONFIRM, DELETE_CONFIRM_LABEL } from '../moderation/delete-confirm-texts';
import { ReportButton } from '../moderation/report-button';

const BADGE: Record<TChallenge['status'], string> = {
  Aktiv: 'bg-emerald-100 text-emerald-800',
  'Bald verfügbar': 'bg-amber-100 text-amber-800',
  Beendet: 'bg-stone-200 text-stone-700',
};

const berlinDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function StatusBadge({ status }: { status: TChallenge['status'] }) {
  return <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', BADGE[status])}>{status}</span>;
}

function ChallengeCard({ challenge, onOpen }: { challenge: TChallenge; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="grid w-full gap-1 rounded-xl p-3 text-left ring-1 ring-cream-200 hover:bg-cream-50"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-stone-900">{challenge.title}</span>
          <StatusBadge status={challenge.status} />
        </span>
        <span className="text-sm text-stone-600">{challenge.description}</span>
        <span className="text-xs text-stone-500">
          {berlinDate.format(new Date(challenge.startDate))} – {berlinDate.format(new Date(challenge.endDate))} ·{' '}
          {formatNumberDE(challenge.participantCount)} Teilnehmer
        </span>
      </button>
    </li>
  );
}

function ChallengeDetail({ id, recipe, onBack }: { id: number; recipe: { id: number; title: string }; onBack: () => void }) {
  const { user } = useAuth();
  const { detail, submit, removeEntry } = useChallenge(id);
  const [moderating, setModerating] = useState<number | null>(null);
  if (detail.isPending) return <Spinner />;
  if (detail.isError) return <p className="text-stone-600">Challenge nicht gefunden.</p>;
  const challenge = detail.data;
  const submitted = user !== null && challenge.submissions.some((s) => s.user.id === user.id);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 break-words">
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={onBack}>
        <ArrowLeftIcon className="size-4" />
        Alle Challenges
      </Button>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-xl font-bold text-stone-900">{challenge.title}</h3>
        <StatusBadge status={challenge.status} />
      </div>
      <p className="text-stone-700">{challenge.description}</p>
      {challenge.rules && (
        <div>
          <p className="font-semibold text-stone-900">Regeln</p>
          <p className="whitespace-pre-line text-stone-700">{challenge.rules}</p>
        </div>
      )}
      <p className="text-sm text-stone-600">
        {berlinDate.format(new Date(challenge.startDate))} – {berlinDate.format(new Date(challenge.endDate))} ·{' '}
        {formatNumberDE(challenge.participantCount)} Teilnehmer
        {challenge.tags.length > 0 && ` · ${challenge.tags.map((t) => `#${t}`).join(' ')}`}
      </p>
      {user && challenge.status === 'Aktiv' && !submitted && (
        <ChallengeSubmitForm recipe={recipe} pending={submit.isPending} onSubmit={(input) => submit.mutate(input)} />
      )}
      {submitted && <p className="text-sm font-semibold text-emerald-800">Du hast bereits einen Beitrag eingereicht.</p>}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Einreichungen">
        {challenge.submissions.map((s) => (
          <li key={s.id} className="grid gap-1">
            <img
              src={s.thumbnailUrl ?? s.imageUrl}
              alt={s.description ?? `Beitrag von ${displayName(s.user, 'first')}`}
              className="aspect-4/3 w-full rounded-xl object-cover"
              loading="lazy"
            />
            <p className="text-xs text-stone-600">
              {displayName(s.user, 'first')} · {relativeDateDE(s.createdAt)}
              {s.recipe && ` · ${s.recipe.title}`}
            </p>
            {s.description && <p className="text-sm text-stone-700">{s.description}</p>}
            <div className="flex flex-wrap gap-1">
              {user?.role === 'admin' && (
                <Button
                  size="sm"
                  variant="ghost"
                  pending={removeEntry.isPending && removeEntry.variables.id === s.id}
                  onClick={() => setModerating(s.id)}
                >
                  Löschen
                </Button>
              )}
              {user && user.id !== s.user.id && <ReportButton type="challengeEntry" id={s.id} label="Beitrag" />}
            </div>
          </li>
        ))}
      </ul>
      {challenge.submissions.length === 0 && <p className="text-stone-600">Noch keine Einreichungen.</p>}
      <ConfirmDialog
        open={moderating !== null}
        {...DELETE_CONFIRM.challengeEntry}
        confirmLabel={DELETE_CONFIRM_LABEL}
        pending={removeEntry.isPending}
        onClose={() => setModerating(null)}
        onConfirm={() => moderating !== null && removeEntry.mutate({ id: moderating }, { onSettled: () => setModerating(null) })}
      />
    </div>
  );
}

function ChallengeList({
  title,
  query,
  onOpen,
}: {
  title: string;
  query: ReturnType<typeof useChallengeLists>['active'];
  onOpen: (id: number) => void;
}) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="font-bold text-stone-900">{title}</h3>
      {query.isPending && <Spinner />}
      {query.isError && <p className="text-stone-600">Challenges konnten nicht geladen werden.</p>}
      {query.data?.length === 0 && <p className="text-sm text-stone-600">Keine Challenges.</p>}
      <ul className="grid gap-2">
        {query.data?.map((challenge) => (
          <ChallengeCard key={challenge.id} challenge={challenge} onOpen={() => onOpen(challenge.id)} />
        ))}
      </ul>
    </section>
  );
}

/** Active and upcoming challenges; a chosen one shows rules, entries and (for members) the entry form. */
export function ChallengesTab({ recipe }: { recipe: { id: number; title: string } }) {
  const { active, upcoming } = useChallengeLists();
  const [openId, setOpenId] = useState<number | null>(null);
  if (openId !== null) return <ChallengeDetail id={openId} recipe={recipe} onBack={() => setOpenId(null)} />;
  return (
    <div className="grid gap-6">
      <ChallengeList title="Aktive Challenges" query={active} onOpen={setOpenId} />
      <ChallengeList title="Kommende Challenges" query={upcoming} onOpen={setOpenId} />
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { cn } from '../../lib/cn';
import { displayName, formatDateDE, formatNumberDE } from '../../lib/format';
import { useAuth } from '../auth/use-auth';
import { DELETE_CONFIRM, DELETE_CONFIRM_LABEL } from '../moderation/delete-confirm-texts';
import { ReportButton } from '../moderation/report-button';
import { useRemoveChallengeEntry, type TChallenge, type TChallengeDetail } from './use-challenges';

const BADGE: Record<TChallenge['status'], string> = {
  Aktiv: 'bg-emerald-100 text-emerald-800',
  'Bald verfügbar': 'bg-amber-100 text-amber-800',
  Beendet: 'bg-stone-200 text-stone-700',
};

export function StatusBadge({ status }: { status: TChallenge['status'] }) {
  return <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', BADGE[status])}>{status}</span>;
}

/** „01.12.2026 – 31.12.2026 · 3 Teilnehmer“, in Berlin's calendar on the server and in the browser alike. */
export function ChallengeDates({ challenge }: { challenge: TChallenge }) {
  return (
    <>
      {formatDateDE(challenge.startDate)} – {formatDateDE(challenge.endDate)} · {formatNumberDE(challenge.participantCount)}{' '}
      Teilnehmer
    </>
  );
}

/**
 * One challenge: status, description, rules, dates, tags and every entry (admins delete, members report). The
 * recipe tab and the challenge's own page show the same; `entry` is what a member can do there (the form on a
 * recipe, the way to a recipe on the page). Entry dates are absolute, so the server's render and the browser's
 * first render agree.
 */
export function ChallengeDetail({
  challenge,
  heading,
  entry,
}: {
  challenge: TChallengeDetail;
  heading: ReactNode;
  entry?: ReactNode;
}) {
  const { user } = useAuth();
  const removeEntry = useRemoveChallengeEntry();
  const [moderating, setModerating] = useState<number | null>(null);
  const submitted = user !== null && challenge.submissions.some((s) => s.user.id === user.id);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {heading}
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
        <ChallengeDates challenge={challenge} />
        {challenge.tags.length > 0 && ` · ${challenge.tags.map((t) => `#${t}`).join(' ')}`}
      </p>
      {user && challenge.status === 'Aktiv' && !submitted && entry}
      {submitted && <p className="text-sm font-semibold text-emerald-800">Du hast bereits einen Beitrag eingereicht.</p>}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Einreichungen">
        {challenge.submissions.map((s) => (
          <li key={s.id} className="grid content-start gap-1">
            <img
              src={s.thumbnailUrl ?? s.imageUrl}
              alt={s.description ?? `Beitrag von ${displayName(s.user, 'first')}`}
              className="aspect-4/3 w-full rounded-xl object-cover"
              loading="lazy"
            />
            <p className="text-xs text-stone-600">
              {displayName(s.user, 'first')} · {formatDateDE(s.createdAt)}
              {s.recipe && (
                <>
                  {' · '}
                  <Link to={`/recipe/${s.recipe.id}`} className="font-semibold text-stone-800 hover:underline">
                    {s.recipe.title}
                  </Link>
                </>
              )}
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

import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ArrowLeftIcon } from '../shared/extra-icons';
import { ChallengeDates, ChallengeDetail, StatusBadge } from './challenge-detail';
import { challengePath } from './challenge-path';
import { ChallengeSubmitForm } from './challenge-submit-form';
import { useChallengeDetail, useChallengeLists, useSubmitChallengeEntry, type TChallenge } from './use-challenges';

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
          <ChallengeDates challenge={challenge} />
        </span>
      </button>
    </li>
  );
}

/** A chosen challenge inside the recipe's tab: the entry form has this page's recipe preselected. */
function ChallengeInTab({ id, recipe, onBack }: { id: number; recipe: { id: number; title: string }; onBack: () => void }) {
  const detail = useChallengeDetail(id);
  const submit = useSubmitChallengeEntry(id);
  if (detail.isPending) return <Spinner />;
  if (detail.isError) return <p className="text-stone-600">Challenge nicht gefunden.</p>;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeftIcon className="size-4" />
          Alle Challenges
        </Button>
        <Link to={challengePath(id)} className="text-sm font-semibold text-brand-700 hover:underline">
          Seite der Challenge
        </Link>
      </div>
      <ChallengeDetail
        challenge={detail.data}
        heading={<h3 className="text-xl font-bold text-stone-900">{detail.data.title}</h3>}
        entry={<ChallengeSubmitForm recipe={recipe} pending={submit.isPending} onSubmit={(input) => submit.mutate(input)} />}
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
  if (openId !== null) return <ChallengeInTab id={openId} recipe={recipe} onBack={() => setOpenId(null)} />;
  return (
    <div className="grid gap-6">
      <ChallengeList title="Aktive Challenges" query={active} onOpen={setOpenId} />
      <ChallengeList title="Kommende Challenges" query={upcoming} onOpen={setOpenId} />
    </div>
  );
}

import { Link, useParams } from 'react-router';
import { Page, PageHeading } from '../components/layout/page';
import { ButtonLink } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/use-auth';
import { authPath } from '../features/auth/next-path';
import { ChallengeDates, ChallengeDetail, StatusBadge } from '../features/community-tabs/challenge-detail';
import { challengePath } from '../features/community-tabs/challenge-path';
import { useAllChallenges, useChallengeDetail, type TChallenge } from '../features/community-tabs/use-challenges';
import { HOW_TO_TAKE_PART, TakePartLink } from '../features/community-tabs/take-part';
import { ArrowLeftIcon } from '../features/shared/extra-icons';
import { NotFoundPage } from './not-found';

const SECTIONS: { status: TChallenge['status']; title: string; empty: string }[] = [
  { status: 'Aktiv', title: 'Laufende Challenges', empty: 'Gerade läuft keine Challenge. Schau bald wieder vorbei!' },
  { status: 'Bald verfügbar', title: 'Kommende Challenges', empty: 'Noch ist keine neue Challenge angekündigt.' },
  { status: 'Beendet', title: 'Beendete Challenges', empty: 'Noch ist keine Challenge beendet.' },
];

/** /challenges: every challenge, running first, each linking to its own page. */
export function ChallengesPage() {
  const challenges = useAllChallenges();
  return (
    <Page title="Challenges">
      <PageHeading lead="Koch ein Rezept aus Kochclip nach, zeig dein Foto und sieh, was die anderen gekocht haben.">
        Challenges
      </PageHeading>
      {challenges.isPending && <PageSpinner />}
      {challenges.isError && <p className="text-stone-600">Challenges konnten nicht geladen werden.</p>}
      {challenges.data && (
        <div className="grid gap-10">
          {SECTIONS.map(({ status, title, empty }) => {
            const shown = challenges.data.filter((challenge) => challenge.status === status);
            // Ended ones newest first; running and coming ones in the order they end or start.
            if (status === 'Beendet') shown.reverse();
            return (
              <section key={status} aria-labelledby={`challenges-${status}`}>
                <h2 id={`challenges-${status}`} className="text-2xl font-extrabold tracking-tight text-stone-900">
                  {title}
                </h2>
                {shown.length === 0 && <p className="mt-2 text-stone-600">{empty}</p>}
                {shown.length > 0 && (
                  <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label={title}>
                    {shown.map((challenge) => (
                      <li
                        key={challenge.id}
                        className="grid content-start gap-2 rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200"
                      >
                        <div className="flex flex-wrap items-center gap-2">
                          <h3 className="text-lg font-bold text-stone-900">
                            <Link to={challengePath(challenge.id)} className="hover:underline">
                              {challenge.title}
                            </Link>
                          </h3>
                          <StatusBadge status={challenge.status} />
                        </div>
                        <p className="line-clamp-3 text-stone-700">{challenge.description}</p>
                        <p className="text-sm text-stone-600">
                          <ChallengeDates challenge={challenge} />
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </Page>
  );
}

/** /challenges/{id}: a challenge with its rules and entries; members are shown the way to take part. */
export function ChallengePage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { user } = useAuth();
  const detail = useChallengeDetail(id, { enabled: valid });
  if (!valid || detail.isError) return <NotFoundPage />;
  if (!detail.data) return <PageSpinner />;
  const challenge = detail.data;
  return (
    <Page title={challenge.title} className="max-w-4xl">
      <ButtonLink to="/challenges" variant="ghost" size="sm" className="mb-4">
        <ArrowLeftIcon className="size-4" />
        Alle Challenges
      </ButtonLink>
      <ChallengeDetail
        challenge={challenge}
        heading={<h1 className="text-3xl font-extrabold tracking-tight text-balance text-stone-900">{challenge.title}</h1>}
        entry={
          <div className="grid gap-2 rounded-xl bg-cream-50 p-4">
            <p className="font-semibold text-stone-900">So machst du mit</p>
            <p className="text-sm text-stone-700">{HOW_TO_TAKE_PART}</p>
            <TakePartLink />
          </div>
        }
      />
      {!user && challenge.status === 'Aktiv' && (
        <p className="mt-6 text-stone-700">
          <Link to={authPath(challengePath(challenge.id))} className="font-semibold text-brand-700 hover:underline">
            Melde dich an
          </Link>
          , um mitzumachen.
        </p>
      )}
    </Page>
  );
}

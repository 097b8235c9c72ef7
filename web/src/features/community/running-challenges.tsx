import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { formatCountDE, formatDateDE } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { challengePath } from '../community-tabs/challenge-path';
import { CHALLENGES_CACHE } from '../community-tabs/community-cache';
import { ArrowRightIcon } from '../shared/extra-icons';

/** Where the community page lists the running challenges; the teasers on / link here. */
export const CHALLENGES_ANCHOR = 'challenges';

export function useRunningChallenges() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.social.listChallenges.queryOptions({ active: 'true' }), ...CHALLENGES_CACHE });
}

/** The community page's section: each running challenge with its end, and how to take part. */
export function RunningChallenges() {
  const { data } = useRunningChallenges();
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // The app renders the page after the browser looked for the anchor, so a link from / scrolls here itself.
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded && hash === `#${CHALLENGES_ANCHOR}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  return (
    <section ref={ref} id={CHALLENGES_ANCHOR} aria-labelledby="challenges-title" className="scroll-mt-20">
      <h2 id="challenges-title" className="text-2xl font-extrabold tracking-tight text-stone-900">
        Laufende Challenges
      </h2>
      <p className="mt-1 max-w-2xl text-stone-600">
        So machst du mit: Koch ein Rezept aus Kochclip nach, öffne es und reiche dein Foto im Bereich „Challenges“ des Rezepts
        ein.
      </p>
      {data?.length === 0 && <p className="mt-4 text-stone-600">Gerade läuft keine Challenge. Schau bald wieder vorbei!</p>}
      {data && data.length > 0 && (
        <ul className="mt-5 grid gap-4 md:grid-cols-2" aria-label="Laufende Challenges">
          {data.map((challenge) => (
            <li
              key={challenge.id}
              className="grid content-start gap-2 rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200"
            >
              <h3 className="text-lg font-bold break-words text-stone-900">
                <Link to={challengePath(challenge.id)} className="hover:underline">
                  {challenge.title}
                </Link>
              </h3>
              <p className="line-clamp-3 break-words text-stone-700">{challenge.description}</p>
              <p className="text-sm font-semibold text-stone-800">
                Läuft bis {formatDateDE(challenge.endDate)} ·{' '}
                {formatCountDE(challenge.participantCount, 'Teilnehmer', 'Teilnehmer')}
              </p>
              <ButtonLink to="/recipes" variant="secondary" size="sm" className="justify-self-start">
                Rezept wählen und mitmachen
                <ArrowRightIcon className="size-4" />
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
      <Link to="/challenges" className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
        Alle Challenges, auch kommende und beendete
        <ArrowRightIcon className="size-4" />
      </Link>
    </section>
  );
}

/** A slim hint on / while a challenge runs: its title and end, linking to the community page's section. */
export function ChallengeTeaser({ className }: { className?: string }) {
  const { data } = useRunningChallenges();
  const first = data?.[0];
  if (!first || !data) return null;
  const more = data.length - 1;
  return (
    <aside
      aria-label="Laufende Challenge"
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-(--radius-card) bg-brand-50 px-5 py-4 ring-1 ring-brand-200 ${className ?? ''}`}
    >
      <p className="min-w-0 flex-1 basis-64 text-stone-800">
        <span className="font-bold">Challenge: {first.title}</span>
        <span className="text-stone-600">
          {' '}
          · läuft bis {formatDateDE(first.endDate)}
          {more > 0 && ` · und ${formatCountDE(more, 'weitere Challenge', 'weitere Challenges')}`}
        </span>
      </p>
      <Link
        to={`/community#${CHALLENGES_ANCHOR}`}
        className="inline-flex items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        Jetzt mitmachen
        <ArrowRightIcon className="size-4" />
      </Link>
    </aside>
  );
}

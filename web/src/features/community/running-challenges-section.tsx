import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { formatCountDE, formatDateDE } from '../../lib/format';
import { challengePath } from '../community-tabs/challenge-path';
import { HOW_TO_TAKE_PART, TakePartLink } from '../community-tabs/take-part';
import { ArrowRightIcon } from '../shared/extra-icons';
import { CHALLENGES_ANCHOR, useRunningChallenges } from './running-challenges';

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
      <p className="mt-1 max-w-2xl text-stone-600">So machst du mit: {HOW_TO_TAKE_PART}</p>
      {data?.length === 0 && <p className="mt-4 text-stone-600">Gerade läuft keine Challenge. Schau bald wieder vorbei!</p>}
      {data && data.length > 0 && (
        <ul className="mt-5 grid gap-4 md:grid-cols-2" aria-label="Laufende Challenges">
          {data.map((challenge) => (
            <li
              key={challenge.id}
              className="grid content-start gap-2 rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200"
            >
              <h3 className="text-lg font-bold text-stone-900">
                <Link to={challengePath(challenge.id)} className="hover:underline">
                  {challenge.title}
                </Link>
              </h3>
              <p className="line-clamp-3 text-stone-700">{challenge.description}</p>
              <p className="text-sm font-semibold text-stone-800">
                Läuft bis {formatDateDE(challenge.endDate)} ·{' '}
                {formatCountDE(challenge.participantCount, 'Teilnehmer', 'Teilnehmer')}
              </p>
              <TakePartLink />
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

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCountDE, formatDateDE } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { CHALLENGES_CACHE } from '../community-tabs/community-cache';
import { ArrowRightIcon } from '../shared/extra-icons';

/** Where the community page lists the running challenges; the teasers on / link here. */
export const CHALLENGES_ANCHOR = 'challenges';

export function useRunningChallenges() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.social.listChallenges.queryOptions({ active: 'true' }), ...CHALLENGES_CACHE });
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

import { formatNumberDE } from '../../lib/format';
import type { TMemberStats } from './member-types';

const LABELS: [keyof TMemberStats, string][] = [
  ['recipeCount', 'Rezepte'],
  ['totalLikes', 'Likes'],
  ['totalViews', 'Aufrufe'],
  ['followerCount', 'Follower'],
  ['followingCount', 'Folgt'],
];

/** The five counts of a profile. */
export function MemberStats({ stats }: { stats: TMemberStats }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Kennzahlen">
      {LABELS.map(([key, label]) => (
        <div key={key} className="rounded-xl bg-cream-50 px-3 py-2 text-center ring-1 ring-cream-200" data-testid={`stat-${key}`}>
          <dt className="text-xs text-stone-600">{label}</dt>
          <dd className="text-lg font-extrabold text-stone-900">{formatNumberDE(stats[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

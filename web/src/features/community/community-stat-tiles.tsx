import type { ReactNode } from 'react';
import { ChefHatIcon, CommunityIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { formatNumberDE } from '../../lib/format';
import type { TCommunityStats } from '../recipes/recipe-types';
import { EyeIcon, HeartIcon } from '../shared/extra-icons';

interface TTile {
  label: string;
  value: (stats: TCommunityStats) => number;
  icon: ReactNode;
  tone: string;
}

const TILES: TTile[] = [
  { label: 'Rezepte', value: (s) => s.totalRecipes, icon: <ChefHatIcon />, tone: 'bg-brand-50 text-brand-600' },
  { label: 'Mitglieder', value: (s) => s.totalMembers, icon: <CommunityIcon />, tone: 'bg-sky-50 text-sky-700' },
  { label: 'Likes', value: (s) => s.totalLikes, icon: <HeartIcon />, tone: 'bg-red-50 text-red-700' },
  { label: 'Aufrufe', value: (s) => s.totalViews, icon: <EyeIcon />, tone: 'bg-herb-50 text-herb-700' },
];

export function CommunityStatTiles({ stats }: { stats: TCommunityStats | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4" aria-busy={stats === undefined}>
      {TILES.map((tile) => (
        <div key={tile.label} className="rounded-(--radius-card) bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-5">
          <dt className="text-sm font-medium text-stone-500">
            <span className={`mb-3 flex size-10 items-center justify-center rounded-xl ${tile.tone}`}>{tile.icon}</span>
            {tile.label}
          </dt>
          <dd className="text-2xl font-extrabold text-stone-900 tabular-nums sm:text-3xl">
            {stats ? formatNumberDE(tile.value(stats)) : <Skeleton className="mt-1 h-8 w-20" />}
          </dd>
          {tile.label === 'Rezepte' && stats && stats.recipesThisWeek > 0 && (
            <dd className="mt-0.5 text-xs font-semibold text-herb-700">+{formatNumberDE(stats.recipesThisWeek)} diese Woche</dd>
          )}
        </div>
      ))}
    </dl>
  );
}

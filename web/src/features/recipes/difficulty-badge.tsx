import { cn } from '../../lib/cn';
import { DIFFICULTY_LABELS } from './filters/filter-options';
import type { TDifficulty } from './recipe-types';

const TONES: Record<TDifficulty, string> = {
  einfach: 'bg-herb-50 text-herb-700 ring-herb-600/25',
  mittel: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  schwer: 'bg-red-50 text-red-800 ring-red-700/25',
};

export function DifficultyBadge({ difficulty, className }: { difficulty: TDifficulty; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 backdrop-blur-sm',
        TONES[difficulty],
        className,
      )}
    >
      <span className="sr-only">Schwierigkeit: </span>
      {DIFFICULTY_LABELS[difficulty]}
    </span>
  );
}

import { cn } from '../../../lib/cn';
import { formatNumberDE } from '../../../lib/format';
import { StarIcon } from '../../shared/extra-icons';

interface TRatingSummaryProps {
  averageRating: number | null;
  totalRatings: number;
}

/** Average stars and count; 'Noch keine Bewertungen' when there are none. */
export function RatingSummary({ averageRating, totalRatings }: TRatingSummaryProps) {
  if (totalRatings === 0 || averageRating === null) {
    return <p className="text-stone-600">Noch keine Bewertungen.</p>;
  }
  const rounded = Math.round(averageRating * 10) / 10;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <p className="text-4xl font-extrabold text-stone-900 tabular-nums">{formatNumberDE(rounded)}</p>
      <div>
        <div className="flex gap-0.5 text-amber-500" role="img" aria-label={`${formatNumberDE(rounded)} von 5 Sternen`}>
          {[1, 2, 3, 4, 5].map((star) => (
            <StarIcon key={star} className={cn('size-5', star <= Math.round(averageRating) && 'fill-current')} />
          ))}
        </div>
        <p className="mt-1 text-sm text-stone-600">
          {formatNumberDE(totalRatings)} {totalRatings === 1 ? 'Bewertung' : 'Bewertungen'}
        </p>
      </div>
    </div>
  );
}

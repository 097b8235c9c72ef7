import { useState } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { displayName, formatCountDE, formatNumberDE } from '../../lib/format';
import type { TRouterOutputs } from '../../lib/trpc';
import { RatingSummary } from '../recipes/detail/rating-summary';
import { StarIcon } from '../shared/extra-icons';
import { LoadMore } from '../shared/load-more';
import { Textarea } from '../shared/textarea';
import { RelativeDate } from './relative-date-label';
import { StarInput } from './star-input';
import { useRatingMutations, useRatings } from './use-ratings';

type TRatingList = TRouterOutputs['social']['listRatings'];
type TRating = TRatingList['ratings'][number];

/** Over all ratings (the server counts them), not only the pages loaded so far. */
function Distribution({ distribution, total }: { distribution: TRatingList['distribution']; total: number }) {
  return (
    <ul className="grid gap-1 text-sm" aria-label="Verteilung der Bewertungen">
      {distribution.map(({ stars, count }) => {
        const share = total === 0 ? 0 : Math.round((count / total) * 100);
        return (
          <li key={stars} className="flex items-center gap-2">
            <span className="w-16 shrink-0 whitespace-nowrap text-stone-600">{formatCountDE(stars, 'Stern', 'Sterne')}</span>
            {/* The bar's width is an SVG attribute, not an inline style: the page's CSP refuses those in server HTML. An SVG is 300 px wide unless told (w-0: the flex share alone sets it). */}
            <svg className="h-2 w-0 flex-1 overflow-hidden rounded-full bg-cream-200" aria-hidden="true">
              <rect width={`${share}%`} height="100%" className="fill-amber-400" />
            </svg>
            <span className="w-8 text-right tabular-nums text-stone-600">{formatNumberDE(count)}</span>
          </li>
        );
      })}
    </ul>
  );
}

function RatingForm({ recipeId, existing }: { recipeId: number; existing: TRating | null }) {
  const { save, remove } = useRatingMutations(recipeId);
  const [stars, setStars] = useState(existing?.rating ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const submit = () => {
    if (stars === 0) return;
    save.mutate({ rating: stars, comment });
  };
  return (
    <form
      className="grid gap-3 rounded-xl bg-cream-50 p-4"
      aria-label={existing ? 'Eigene Bewertung bearbeiten' : 'Rezept bewerten'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="font-semibold text-stone-900">{existing ? 'Deine Bewertung' : 'Bewerte dieses Rezept'}</p>
      <StarInput value={stars} onChange={setStars} disabled={save.isPending} />
      {stars === 0 && <p className="text-sm text-stone-600">Bitte gib eine Sterne-Bewertung ab.</p>}
      <Textarea
        aria-label="Kommentar zur Bewertung (optional)"
        placeholder="Kommentar (optional)"
        maxLength={1000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        className="min-h-20"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={stars === 0} pending={save.isPending}>
          {existing ? 'Bewertung aktualisieren' : 'Bewertung abgeben'}
        </Button>
        {existing && (
          <Button type="button" variant="outline" pending={remove.isPending} onClick={() => remove.mutate()}>
            Bewertung löschen
          </Button>
        )}
      </div>
    </form>
  );
}

/** Summary, distribution, the member's own rating form and the list of ratings. */
export function RatingsTab({ recipeId, member }: { recipeId: number; member: boolean }) {
  const { list, own } = useRatings(recipeId, member);
  if (list.isPending) return <Spinner />;
  if (list.isError || !list.summary) return <p className="text-stone-600">Bewertungen konnten nicht geladen werden.</p>;
  const { ratings } = list;
  const { averageRating, totalRatings, distribution } = list.summary;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <RatingSummary averageRating={averageRating} totalRatings={totalRatings} />
        {totalRatings > 0 && <Distribution distribution={distribution} total={totalRatings} />}
      </div>
      {member && !own.isPending && <RatingForm key={own.data?.id ?? 'neu'} recipeId={recipeId} existing={own.data ?? null} />}
      <ul className="grid gap-4" aria-label="Bewertungen">
        {ratings.map((rating) => (
          <li key={rating.id} className="flex gap-3">
            <Avatar name={displayName(rating.user, 'first')} imageUrl={rating.user.profileImageUrl} />
            <div className="min-w-0">
              <p className="text-sm">
                <span className="font-semibold text-stone-900">{displayName(rating.user, 'first')}</span>{' '}
                <span className="text-stone-500">
                  · <RelativeDate date={rating.updatedAt} />
                </span>
              </p>
              <div className="flex text-amber-500" role="img" aria-label={`${rating.rating} von 5 Sternen`}>
                {[1, 2, 3, 4, 5].map((star) => (
                  <StarIcon key={star} className={cn('size-4', star <= rating.rating && 'fill-current')} />
                ))}
              </div>
              {rating.comment && <p className="mt-1 text-stone-700">{rating.comment}</p>}
            </div>
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </div>
  );
}

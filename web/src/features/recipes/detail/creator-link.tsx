import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { CheckIcon } from '../../../components/ui/icons';
import { displayName } from '../../../lib/format';
import { PremiumBadge } from '../../premium/premium-badge';
import type { TRecipeDetail } from '../recipe-types';

/** 'von …' with avatar. On the recipe page the creator link uses the /{username} reading of the spec. */
export function CreatorLink({ creator }: { creator: NonNullable<TRecipeDetail['createdBy']> }) {
  const name = displayName(creator, 'first');
  return (
    <Link
      to={`/${encodeURIComponent(creator.username)}`}
      className="inline-flex max-w-full min-w-0 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm text-stone-700 ring-1 ring-cream-300 transition-colors hover:bg-white hover:text-brand-700"
    >
      <Avatar name={name} imageUrl={creator.profileImageUrl} className="size-8 ring-0" />
      <span className="min-w-0 wrap-anywhere">
        von <span className="font-semibold">{name}</span>
      </span>
      {creator.isPremium && <PremiumBadge />}
      {creator.verified && (
        <span className="inline-flex items-center gap-0.5 rounded-full bg-herb-50 px-1.5 py-0.5 text-[11px] font-semibold text-herb-700">
          <CheckIcon className="size-3" />
          Verifiziert
        </span>
      )}
    </Link>
  );
}

import type { ReactNode } from 'react';
import { unlinkedCreator } from '@kochclip/core';
import { Link } from 'react-router';
import { displayName, formatDuration, formatNumberDE } from '../../lib/format';
import { ClockIcon, EyeIcon, HeartIcon, ServingsIcon } from '../shared/extra-icons';
import { DifficultyBadge } from './difficulty-badge';
import { PrivateBadge } from './private-badge';
import { recipeCategory, recipeDescription, recipeServings, visibleTags } from './recipe-defaults';
import { RecipeImage } from './recipe-image';
import type { TRecipeCard } from './recipe-types';

interface TRecipeCardProps {
  recipe: TRecipeCard;
  /** The 'von …' creator link; off where the creator is obvious. */
  showCreator?: boolean;
  /** The first card of a grid: its picture is the page's largest paint, so it is never loaded lazily. */
  priority?: boolean;
}

/** A recipe in a grid. The title link covers the whole card; the creator link sits above it. */
export function RecipeCard({ recipe, showCreator = true, priority = false }: TRecipeCardProps) {
  const { shown, hidden } = visibleTags(recipe.tags);
  const creator = showCreator ? recipe.createdBy : null;
  const formerMember = showCreator ? unlinkedCreator(recipe) : null;
  return (
    <article
      data-testid="recipe-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) bg-white shadow-card ring-1 ring-cream-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-pop"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-cream-200 @lg:aspect-[4/3]">
        <RecipeImage
          recipe={recipe}
          src={recipe.thumbnailUrl ?? recipe.imageUrl}
          alt="titled"
          eager={priority}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <DifficultyBadge difficulty={recipe.difficulty} className="absolute top-3 left-3 bg-white/90" />
        <PrivateBadge visibility={recipe.visibility} className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">{recipeCategory(recipe.category)}</p>
        <h3 className="mt-1 text-lg leading-snug font-bold text-stone-900 hyphens-auto wrap-anywhere">
          <Link
            to={`/recipe/${recipe.id}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
          >
            {recipe.title}
          </Link>
        </h3>
        <p className="mt-1 line-clamp-2 text-sm text-stone-600">{recipeDescription(recipe.description)}</p>
        <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600 @lg:grid @lg:grid-cols-2 @lg:gap-x-3">
          <Fact icon={<ClockIcon className="size-4" />} label="Dauer" value={formatDuration(recipe.duration)} />
          <Fact icon={<ServingsIcon className="size-4" />} label="Portionen" value={`${recipeServings(recipe.servings)} Port.`} />
          <Fact icon={<EyeIcon className="size-4" />} label="Aufrufe" value={formatNumberDE(recipe.viewCount)} />
          <Fact icon={<HeartIcon className="size-4" />} label="Likes" value={formatNumberDE(recipe.likeCount)} />
        </dl>
        {shown.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
            {shown.map((tag) => (
              <li key={tag} className="rounded-full bg-cream-200 px-2 py-0.5 text-xs font-medium text-stone-700">
                {tag}
              </li>
            ))}
            {hidden > 0 && (
              <li className="rounded-full bg-cream-100 px-2 py-0.5 text-xs font-medium text-stone-500">
                <span aria-hidden="true">+{hidden}</span>
                <span className="sr-only">und {hidden} weitere</span>
              </li>
            )}
          </ul>
        )}
        {creator && (
          <p className="mt-auto pt-3 text-sm text-stone-500">
            <Link
              to={`/u/${encodeURIComponent(creator.username)}`}
              className="relative z-10 font-semibold wrap-anywhere text-stone-700 hover:text-brand-700 hover:underline"
            >
              von {displayName(creator, 'first')}
            </Link>
          </p>
        )}
        {formerMember && <p className="mt-auto pt-3 text-sm text-stone-500">von {formerMember}</p>}
      </div>
    </article>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1">
      <dt className="text-stone-400">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

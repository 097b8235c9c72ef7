import type { ReactNode } from 'react';
import { unlinkedCreator } from '@kochclip/core';
import { DifficultyBadge } from '../difficulty-badge';
import { PrivateBadge } from '../private-badge';
import { recipeCategory, recipeDescription } from '../recipe-defaults';
import { RecipeImage } from '../recipe-image';
import type { TRecipeDetail } from '../recipe-types';
import { CreatorLink } from './creator-link';

interface TRecipeHeroProps {
  recipe: TRecipeDetail;
  /** Like and (for the creator) delete. */
  actions: ReactNode;
}

/** Photo or gradient banner, then category, title, description, creator and actions. */
export function RecipeHero({ recipe, actions }: TRecipeHeroProps) {
  return (
    <header className="flex flex-col gap-5">
      <div className="relative aspect-[16/10] overflow-hidden rounded-(--radius-card) bg-cream-200 shadow-card sm:aspect-[21/9] lg:aspect-[3/1]">
        <RecipeImage recipe={recipe} src={recipe.imageUrl} alt="described" eager />
        <DifficultyBadge difficulty={recipe.difficulty} className="absolute top-4 left-4 bg-white/90" />
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{recipeCategory(recipe.category)}</p>
            <PrivateBadge visibility={recipe.visibility} />
          </div>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-balance text-stone-900 md:text-5xl">{recipe.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-pretty text-stone-600">{recipeDescription(recipe.description)}</p>
          {recipe.tags.length > 0 && (
            <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
              {recipe.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-cream-200 px-2.5 py-0.5 text-sm font-medium text-stone-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {recipe.createdBy && (
            <div className="mt-4">
              <CreatorLink creator={recipe.createdBy} />
            </div>
          )}
          {unlinkedCreator(recipe) && (
            <p className="mt-4 text-sm text-stone-600">
              von <span className="font-semibold">{unlinkedCreator(recipe)}</span>
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
      </div>
    </header>
  );
}

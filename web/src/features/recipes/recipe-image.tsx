import { illustrationDataUrl, isIllustrationUrl, type TIllustratedRecipe } from '@kochclip/core';
import { useMemo, useState } from 'react';
import { cn } from '../../lib/cn';

interface TRecipeImageProps {
  recipe: TIllustratedRecipe;
  src: string | null;
  /** 'titled': the title stands beside the picture (cards), so the alt text stays empty; 'described': it says what it shows. */
  alt: 'titled' | 'described';
  className?: string;
  /** Above the fold (the hero, a grid's first card): the page's largest paint, fetched right away and first. */
  eager?: boolean;
}

/**
 * The recipe photo, or the drawn dish illustration when there is none or it fails to load (the same drawing the
 * server stores for recipes without a photo). The alt text says which of the two it is.
 */
export function RecipeImage({ recipe, src, alt, className, eager = false }: TRecipeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const photo = src && failedSrc !== src ? src : null;
  const drawn = useMemo(() => (photo ? null : illustrationDataUrl(recipe)), [photo, recipe]);
  const illustrated = photo === null || isIllustrationUrl(photo);
  const text = alt === 'described' ? `${illustrated ? 'Illustration' : 'Foto'}: ${recipe.title}` : '';
  return (
    <img
      src={photo ?? drawn ?? ''}
      alt={text}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={photo ? () => setFailedSrc(photo) : undefined}
      className={cn('size-full object-cover', className)}
    />
  );
}

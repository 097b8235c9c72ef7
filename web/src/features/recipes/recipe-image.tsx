import { useState } from 'react';
import { ChefHatIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';

const GRADIENTS = [
  'from-brand-300 via-brand-400 to-brand-600',
  'from-amber-200 via-orange-300 to-brand-500',
  'from-lime-200 via-emerald-300 to-teal-500',
  'from-rose-200 via-pink-300 to-brand-400',
  'from-yellow-200 via-amber-300 to-orange-500',
  'from-sky-200 via-cyan-300 to-teal-500',
];

interface TRecipeImageProps {
  recipeId: number;
  src: string | null;
  /** Empty when the image only decorates a titled card. */
  alt: string;
  className?: string;
  /** Above the fold (the hero, a grid's first card): the page's largest paint, fetched right away and first. */
  eager?: boolean;
}

/** The recipe photo, or a warm gradient with a chef's hat when there is none (or it fails to load). */
export function RecipeImage({ recipeId, src, alt, className, eager = false }: TRecipeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        onError={() => setFailedSrc(src)}
        className={cn('size-full object-cover', className)}
      />
    );
  }
  const gradient = GRADIENTS[recipeId % GRADIENTS.length] ?? GRADIENTS[0];
  return (
    <div
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cn('flex size-full items-center justify-center bg-gradient-to-br', gradient, className)}
    >
      <ChefHatIcon className="size-12 text-white/80 drop-shadow" />
    </div>
  );
}

import { PlayIcon } from '../../../components/ui/icons';
import { ExternalLinkIcon } from '../../shared/extra-icons';
import type { TRecipeDetail, TVideoPlatform } from '../recipe-types';

const PLATFORM_NAMES: Record<TVideoPlatform, string> = {
  tiktok: 'TikTok',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

type TVideoRecipe = Pick<TRecipeDetail, 'originalVideoUrl' | 'originalCreator' | 'originalPlatform'>;

/** The video the recipe was made from, opened on the platform in a new tab. */
export function OriginalVideoCard({ recipe }: { recipe: TVideoRecipe }) {
  if (!recipe.originalVideoUrl) return null;
  const platform = recipe.originalPlatform ? PLATFORM_NAMES[recipe.originalPlatform] : 'Video';
  return (
    <section
      aria-labelledby="original-video-title"
      className="flex flex-wrap items-center gap-4 rounded-(--radius-card) bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-5"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-stone-900 text-white">
        <PlayIcon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="original-video-title" className="font-bold text-stone-900">
          Originalvideo
        </h2>
        <p className="truncate text-sm text-stone-600">
          {recipe.originalCreator ? `von ${recipe.originalCreator} auf ${platform}` : `auf ${platform}`}
        </p>
      </div>
      <a
        href={recipe.originalVideoUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:border-stone-400 hover:bg-cream-50 sm:w-auto"
      >
        Video ansehen
        <ExternalLinkIcon className="size-4" />
        <span className="sr-only">(öffnet {platform} in einem neuen Tab)</span>
      </a>
    </section>
  );
}

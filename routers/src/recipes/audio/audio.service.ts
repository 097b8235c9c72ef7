import { and, eq } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { visibleTo, type TRecipeViewer } from '@kochclip/db/queries';
import { recipes } from '@kochclip/db/schema';
import { AppError, notFound } from '../../errors';
import type { TAudioPlaylist } from './audio.schemas';
import { playlistScript } from './playlist';
import type { TSpeech } from '../../ports/speech';

export const PLAYLIST_FAILED = 'Die personalisierte Audio-Playlist konnte nicht erstellt werden.';

export async function createPlaylist(
  db: TDb,
  speech: TSpeech | undefined,
  params: { recipeId: number; viewer: TRecipeViewer },
): Promise<TAudioPlaylist> {
  const [recipe] = await db
    .select({
      title: recipes.title,
      servings: recipes.servings,
      duration: recipes.duration,
      ingredients: recipes.ingredients,
      instructions: recipes.instructions,
    })
    .from(recipes)
    .where(and(eq(recipes.id, params.recipeId), visibleTo(params.viewer)))
    .limit(1);
  if (!recipe) throw notFound('Rezept nicht gefunden');
  if (!speech) throw new AppError('SERVICE_UNAVAILABLE', PLAYLIST_FAILED);
  const script = playlistScript(recipe);
  // No synthesis here: the member gets the playlist at once, each clip is spoken when fetched or in the background.
  const urls = await speech.prepareClips(script.map((segment) => segment.text));
  return {
    segments: script.map((segment, index) => ({
      id: segment.id,
      title: segment.title,
      type: segment.type,
      audioUrl: urls[index] ?? '',
    })),
  };
}

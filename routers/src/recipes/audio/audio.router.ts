import { z } from 'zod';
import { inputSchema, outputSchema } from '../../procedure-schemas';
import { protectedProcedure } from '../../trpc';
import { ZRecipeId } from '../../shared/recipe.schemas';
import { ZAudioPlaylist } from './audio.schemas';
import { createPlaylist } from './audio.service';

/** Read-aloud playlist (issue: cooking assistant); spread into the recipes router. */
export const audioProcedures = {
  audioPlaylist: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/recipes/{id}/audio/playlist',
        tags: ['Rezepte'],
        summary: 'Vorlese-Playlist eines Rezepts: Einleitung, je Zutat und Schritt ein Segment, Abschluss (MP3)',
        description:
          'Antwortet sofort, ohne auf die Sprachausgabe zu warten. Jede audioUrl liefert MP3 (audio/mpeg, Range-Anfragen); ein noch nicht gesprochener Clip entsteht beim ersten Abruf, die übrigen im Hintergrund der Reihe nach. Schlägt die Sprachausgabe fehl, antwortet der Clip-Abruf 502 (JSON { message, code }).',
        errorResponses: {
          401: 'Anmeldung erforderlich',
          404: 'Rezept nicht gefunden',
          503: 'Dienst vorübergehend nicht verfügbar',
        },
      },
    })
    .input(inputSchema(z.object({ id: ZRecipeId })))
    .output(outputSchema(ZAudioPlaylist))
    .mutation(({ ctx, input }) =>
      createPlaylist(ctx.db, ctx.speech, { recipeId: input.id, viewer: { id: ctx.user.id, admin: ctx.user.role === 'admin' } }),
    ),
};

import { z } from 'zod';
import { inputSchema, outputSchema } from '../../procedure-schemas';
import { protectedProcedure } from '../../trpc';
import { ZRecipeId } from '../recipes.schemas';
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
        errorResponses: { 401: 'Anmeldung erforderlich', 404: 'Rezept nicht gefunden', 502: 'Sprachausgabe fehlgeschlagen' },
      },
    })
    .input(inputSchema(z.object({ id: ZRecipeId })))
    .output(outputSchema(ZAudioPlaylist))
    .mutation(({ ctx, input }) => createPlaylist(ctx.db, ctx.speech, input.id)),
};

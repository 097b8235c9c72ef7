import type { TContext } from '../context';
import { AppError } from '../errors';
import { protectedProcedure, router } from '../trpc';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { ZGenerateRecipeInput, ZGenerateRecipeResult, ZProcessVideoInput, ZProcessVideoResult } from './create.schemas';
import { generateRecipe, processVideo, type TCreateDeps } from './create.service';

const tags = ['Rezept-Erstellung'];

/** What creation needs from the context; 503 in German when no creator is wired (contexts that never create). */
export function createDeps(ctx: TContext & { user: NonNullable<TContext['user']> }): TCreateDeps {
  if (!ctx.creator)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Die Rezept-Erstellung ist gerade nicht verfügbar. Bitte versuche es später erneut.',
    );
  return { db: ctx.db, config: ctx.config, creator: ctx.creator, member: ctx.user, jobs: ctx.jobs };
}

export const createRouter = router({
  processVideo: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/process-video',
        tags,
        summary: 'Rezept aus einem TikTok-, Instagram- oder YouTube-Video erstellen',
        description:
          'Erlaubt sind tiktok.com/@name/video/ID, vm.tiktok.com/CODE, instagram.com/reel/CODE und /p/CODE, youtube.com/watch?v=ID, youtube.com/shorts/ID und youtu.be/ID. Dasselbe Video liefert immer dasselbe Rezept, ohne KI-Kontingent zu verbrauchen. Eingetippter Titel und Beschreibung werden zusätzlich zu den öffentlichen Metadaten verwendet. Mit `draft: true` wird kein Rezept gespeichert, sondern ein Entwurf zum Prüfen (Antwort `{ draft, draftId, title, origin }`, siehe /api/drafts).',
        errorResponses: {
          400: 'Ungültiger Link oder kein Rezept im Video',
          409: 'Entwürfe voll (nur mit draft: true)',
          401: 'Anmeldung erforderlich',
          429: 'KI-Kontingent aufgebraucht oder zu viele Anfragen',
          502: 'Video nicht erreichbar oder ungültige KI-Antwort',
          503: 'KI nicht erreichbar',
          504: 'KI hat nicht rechtzeitig geantwortet',
        },
      },
    })
    .input(inputSchema(ZProcessVideoInput))
    .output(outputSchema(ZProcessVideoResult))
    .mutation(({ ctx, input }) => processVideo(createDeps(ctx), input)),

  generateRecipe: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/generate-recipe',
        tags,
        summary: 'Rezept aus Zutaten oder einer Beschreibung erstellen',
        description:
          'Mit KI entsteht ein neues Rezept (zählt zum monatlichen Kontingent); bei saveToDatabase=false wird es nicht gespeichert und hat id=null. Ohne KI liefert die eingebaute Suche das passendste Community-Rezept (origin=community). Mit `draft: true` (und KI) wird ein Entwurf zum Prüfen gespeichert statt eines Rezepts (Antwort `{ draft, draftId, title, origin }`, siehe /api/drafts).',
        errorResponses: {
          400: 'Ungültige Eingabe',
          401: 'Anmeldung erforderlich',
          404: 'Kein passendes Community-Rezept (ohne KI)',
          409: 'Entwürfe voll (nur mit draft: true)',
          429: 'KI-Kontingent aufgebraucht oder zu viele Anfragen',
          502: 'Ungültige KI-Antwort',
          503: 'KI nicht erreichbar',
          504: 'KI hat nicht rechtzeitig geantwortet',
        },
      },
    })
    .input(inputSchema(ZGenerateRecipeInput))
    .output(outputSchema(ZGenerateRecipeResult))
    .mutation(({ ctx, input }) => generateRecipe(createDeps(ctx), input)),
});

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { TCreatorHandlers } from './creator-types';
import { analyzeFile, importSavedPage } from './upload-request';

interface TFailure {
  title: string;
  fallback: string;
}

/**
 * The creator's submit handlers: each calls its endpoint, refreshes the recipe lists, shows the spec's
 * toast and opens the new recipe. Failures show the server's German message under the spec's title.
 */
export function useCreatorHandlers(): TCreatorHandlers {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const processVideo = useMutation(trpc.create.processVideo.mutationOptions());
  const generate = useMutation(trpc.create.generateRecipe.mutationOptions());
  const importPage = useMutation(trpc.import.fromUrl.mutationOptions());

  async function run(action: () => Promise<{ id: number | null; title: string; toastTitle: string }>, failure: TFailure) {
    try {
      const created = await action();
      await queryClient.invalidateQueries(trpc.recipes.pathFilter());
      toast({ title: created.toastTitle, description: created.title });
      if (created.id !== null) void navigate(`/recipe/${created.id}`);
      return true;
    } catch (error) {
      toast({ variant: 'destructive', title: failure.title, description: errorMessage(error, failure.fallback) });
      return false;
    }
  }

  return {
    onVideo: (request) =>
      run(async () => ({ ...(await processVideo.mutateAsync(request)), toastTitle: 'Video analysiert!' }), {
        title: 'Fehler beim Erstellen',
        fallback: 'Das Video konnte nicht verarbeitet werden.',
      }),
    onIngredients: (ingredients) =>
      run(
        async () => {
          const recipe = await generate.mutateAsync({ type: 'ingredients', ingredients, saveToDatabase: true });
          return {
            id: recipe.id,
            title: recipe.title,
            toastTitle: recipe.origin === 'community' ? 'Rezept gefunden!' : 'Rezept erstellt!',
          };
        },
        { title: 'Suche fehlgeschlagen', fallback: 'Kein passendes Rezept für deine Zutaten gefunden.' },
      ),
    onPrompt: (prompt) =>
      run(
        async () => {
          const recipe = await generate.mutateAsync({ type: 'prompt', prompt, saveToDatabase: true });
          return {
            id: recipe.id,
            title: recipe.title,
            toastTitle: recipe.origin === 'community' ? 'Rezept gefunden!' : 'Rezept erstellt!',
          };
        },
        { title: 'Verarbeitung fehlgeschlagen', fallback: 'Das Rezept konnte nicht aus dem Prompt erstellt werden.' },
      ),
    onUpload: ({ file, kind }) =>
      kind === 'page'
        ? run(async () => ({ ...(await importSavedPage(file)), toastTitle: 'Rezept importiert!' }), {
            title: 'Import fehlgeschlagen',
            fallback: 'Das Rezept konnte nicht aus der gespeicherten Seite importiert werden.',
          })
        : run(async () => ({ ...(await analyzeFile(file)), toastTitle: 'Analyse erfolgreich' }), {
            title: 'Analyse fehlgeschlagen',
            fallback: 'Die Datei konnte nicht analysiert werden.',
          }),
    onWebsite: (url) =>
      run(
        async () => {
          const recipe = await importPage.mutateAsync({ url, saveToDatabase: true });
          return { id: recipe.id, title: recipe.title, toastTitle: recipe.existing ? 'Rezept gefunden!' : 'Rezept importiert!' };
        },
        { title: 'Import fehlgeschlagen', fallback: 'Das Rezept konnte nicht von der Webseite importiert werden.' },
      ),
  };
}

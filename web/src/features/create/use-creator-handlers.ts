import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { TCreatorHandlers } from './creator-types';
import { creationResult, useOpenCreation, type TCreationResult } from './open-creation';

interface TFailure {
  title: string;
  fallback: string;
}

/**
 * The creator's submit handlers: each asks its endpoint for a draft and opens it in the editor, where the member
 * corrects and saves it (the spec's toast appears then). A video or page made into a recipe before opens that
 * recipe. Failures show the server's German message under the spec's title. `shared`: the link came through the
 * share sheet (/teilen); its draft is marked so.
 */
export function useCreatorHandlers({ shared = false }: { shared?: boolean } = {}): TCreatorHandlers {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const open = useOpenCreation();
  const processVideo = useMutation(trpc.create.processVideo.mutationOptions());
  const generate = useMutation(trpc.create.generateRecipe.mutationOptions());
  const importPage = useMutation(trpc.import.fromUrl.mutationOptions());

  async function run(action: () => Promise<TCreationResult>, failure: TFailure) {
    try {
      const result = await action();
      await queryClient.invalidateQueries(result.kind === 'draft' ? trpc.drafts.pathFilter() : trpc.recipes.pathFilter());
      open(result);
      return true;
    } catch (error) {
      toast({ variant: 'destructive', title: failure.title, description: errorMessage(error, failure.fallback) });
      return false;
    }
  }

  const idea = async (input: { type: 'ingredients'; ingredients: string[] } | { type: 'prompt'; prompt: string }) => {
    const answer = await generate.mutateAsync({ ...input, saveToDatabase: true, draft: true });
    return creationResult(answer, 'origin' in answer && answer.origin === 'community' ? 'Rezept gefunden!' : 'Rezept erstellt!');
  };

  // The upload routes' contracts bring zod, which the creator's first render does not need: loaded on upload.
  const upload = async (file: File, kind: 'file' | 'page') => {
    const { FORM_ROUTES, postForm } = await import('../../lib/post-form');
    return kind === 'page'
      ? creationResult(await postForm(FORM_ROUTES.importHtml, { file, draft: 'true' }), 'Rezept importiert!')
      : creationResult(await postForm(FORM_ROUTES.analyzeFile, { file, draft: 'true' }), 'Analyse erfolgreich');
  };

  return {
    onVideo: (request) =>
      run(async () => creationResult(await processVideo.mutateAsync({ ...request, draft: true, shared }), 'Video analysiert!'), {
        title: 'Fehler beim Erstellen',
        fallback: 'Das Video konnte nicht verarbeitet werden.',
      }),
    onIngredients: (ingredients) =>
      run(() => idea({ type: 'ingredients', ingredients }), {
        title: 'Suche fehlgeschlagen',
        fallback: 'Kein passendes Rezept für deine Zutaten gefunden.',
      }),
    onPrompt: (prompt) =>
      run(() => idea({ type: 'prompt', prompt }), {
        title: 'Verarbeitung fehlgeschlagen',
        fallback: 'Das Rezept konnte nicht aus dem Prompt erstellt werden.',
      }),
    onUpload: ({ file, kind }) =>
      kind === 'page'
        ? run(() => upload(file, kind), {
            title: 'Import fehlgeschlagen',
            fallback: 'Das Rezept konnte nicht aus der gespeicherten Seite importiert werden.',
          })
        : run(() => upload(file, kind), {
            title: 'Analyse fehlgeschlagen',
            fallback: 'Die Datei konnte nicht analysiert werden.',
          }),
    onWebsite: (url) =>
      run(
        async () => {
          const answer = await importPage.mutateAsync({ url, saveToDatabase: true, draft: true, shared });
          return creationResult(answer, 'existing' in answer && answer.existing ? 'Rezept gefunden!' : 'Rezept importiert!');
        },
        { title: 'Import fehlgeschlagen', fallback: 'Das Rezept konnte nicht von der Webseite importiert werden.' },
      ),
  };
}

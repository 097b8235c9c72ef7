import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Page, PageHeading } from '../components/layout/page';
import { PageNotFound } from '../components/layout/page-not-found';
import { PageSpinner } from '../components/ui/spinner';
import { toast } from '../components/ui/toast-store';
import { useTRPC } from '../lib/trpc';
import { useAuth } from '../features/auth/use-auth';
import { emptyForm, formOf } from '../features/recipe-editor/editor-state';
import { RecipeEditorForm } from '../features/recipe-editor/recipe-editor-form';
import { AutosaveStatus } from '../features/drafts/autosave-status';
import { hasContent } from '../features/drafts/draft-content';
import { useDraftAutosave } from '../features/drafts/use-draft-autosave';
import { PhotoSection } from '../features/recipe-editor/photo-section';
import { VersionsSection } from '../features/recipe-editor/versions-section';
import { RecipeLoadError } from '../features/recipes/detail/recipe-detail-states';
import { isNotFound, parseRecipeId } from '../features/recipes/detail/use-recipe-detail';
import type { TRecipeDetail } from '../features/recipes/recipe-types';

const SAVED = 'Rezept gespeichert';

/**
 * /rezept/neu: a recipe written by hand. Once the member typed something it is kept as a draft (origin 'manual')
 * while they write, so a closed tab or another device finds it under „Entwürfe“; saving makes the recipe from it.
 */
export function NewRecipePage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [initial] = useState(emptyForm);
  const create = useMutation(trpc.recipes.create.mutationOptions());
  const createDraft = useMutation(trpc.drafts.create.mutationOptions());
  const saveDraft = useMutation(trpc.drafts.save.mutationOptions());
  const autosave = useDraftAutosave({
    draftId: null,
    create: async (content) => (await createDraft.mutateAsync({ content })).id,
    shouldSave: hasContent,
  });
  return (
    <Page title="Rezept schreiben" className="max-w-3xl">
      <PageHeading lead="Schreib dein eigenes Rezept, zum Beispiel Omas Apfelkuchen.">Rezept schreiben</PageHeading>
      <RecipeEditorForm
        initial={initial}
        cancelTo="/create"
        pending={create.isPending || saveDraft.isPending}
        onFormChange={autosave.schedule}
        status={<AutosaveStatus state={autosave.state} />}
        save={async (input) => {
          await autosave.settle();
          const draftId = autosave.draftId();
          const saved =
            draftId === null ? await create.mutateAsync(input) : await saveDraft.mutateAsync({ id: draftId, content: input });
          autosave.stop();
          await queryClient.invalidateQueries(trpc.recipes.pathFilter());
          await queryClient.invalidateQueries(trpc.drafts.pathFilter());
          toast({ variant: 'success', title: SAVED });
          await navigate(`/recipe/${saved.id}`);
        }}
      />
    </Page>
  );
}

/** /rezept/:id/bearbeiten: the author's (or an admin's) editor; everyone else sees the 404 page. */
export function EditRecipePage() {
  const { id } = useParams();
  const recipeId = parseRecipeId(id);
  if (recipeId === null) return <PageNotFound />;
  return <EditRecipeLoader key={recipeId} id={recipeId} />;
}

function EditRecipeLoader({ id }: { id: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user, isAdmin } = useAuth();
  const [generation, setGeneration] = useState(0);
  const recipe = useQuery(
    trpc.recipes.get.queryOptions({ id }, { refetchOnMount: 'always', refetchOnWindowFocus: false, retry: false }),
  );
  const reload = async () => {
    await queryClient.invalidateQueries(trpc.recipes.versions.pathFilter());
    await recipe.refetch();
    setGeneration((n) => n + 1);
  };

  if (recipe.isError) return isNotFound(recipe.error) ? <PageNotFound /> : <RecipeLoadError onRetry={() => void reload()} />;
  if (!recipe.data || !recipe.isFetchedAfterMount) return <PageSpinner />;
  const mayEdit = isAdmin || (user !== null && recipe.data.createdById === user.id);
  if (!mayEdit) return <PageNotFound />;
  return <RecipeEditScreen key={generation} recipe={recipe.data} onReload={() => void reload()} />;
}

/**
 * The form holds the recipe as loaded (and sends that version back): a refetch in the background must neither
 * replace what the member typed nor move the version past a change the member has not seen.
 */
function RecipeEditScreen({ recipe, onReload }: { recipe: TRecipeDetail; onReload: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [loaded] = useState(recipe);
  const [initial] = useState(() => formOf(loaded));
  const update = useMutation(trpc.recipes.update.mutationOptions());
  return (
    <Page title={`${loaded.title} bearbeiten`} className="flex max-w-3xl flex-col gap-6">
      <PageHeading lead={`Version ${loaded.version}`}>Rezept bearbeiten</PageHeading>
      <PhotoSection
        target={{ kind: 'recipe', id: loaded.id }}
        initial={{ imageUrl: loaded.imageUrl, thumbnailUrl: loaded.thumbnailUrl }}
      />
      <RecipeEditorForm
        initial={initial}
        cancelTo={`/recipe/${loaded.id}`}
        pending={update.isPending}
        onReload={onReload}
        save={async (input) => {
          await update.mutateAsync({ id: loaded.id, version: loaded.version, ...input });
          await queryClient.invalidateQueries(trpc.recipes.pathFilter());
          toast({ variant: 'success', title: SAVED });
          await navigate(`/recipe/${loaded.id}`);
        }}
      />
      <VersionsSection recipeId={loaded.id} loadedVersion={loaded.version} onRestored={onReload} />
    </Page>
  );
}

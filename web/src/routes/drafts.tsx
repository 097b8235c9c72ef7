import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Page, PageHeading } from '../components/layout/page';
import { PageNotFound } from '../components/layout/page-not-found';
import { Button, ButtonLink } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { PageSpinner } from '../components/ui/spinner';
import { toast } from '../components/ui/toast-store';
import { errorMessage } from '../lib/errors';
import { formatDateDE, formatDateTimeDE } from '../lib/format';
import { useTRPC } from '../lib/trpc';
import { ORIGIN_LABEL, savedToastTitle, type TDraft } from '../features/drafts/draft-content';
import { AutosaveStatus } from '../features/drafts/autosave-status';
import { useDraftAutosave } from '../features/drafts/use-draft-autosave';
import { formOf } from '../features/recipe-editor/editor-state';
import { PhotoSection } from '../features/recipe-editor/photo-section';
import { RecipeEditorForm } from '../features/recipe-editor/recipe-editor-form';
import { RecipeLoadError } from '../features/recipes/detail/recipe-detail-states';
import { isNotFound, parseRecipeId } from '../features/recipes/detail/use-recipe-detail';

/** /entwuerfe: the member's drafts, last changed first; each opens in the editor. */
export function DraftsPage() {
  const trpc = useTRPC();
  const drafts = useQuery(trpc.drafts.list.queryOptions(undefined, { refetchOnMount: 'always' }));
  return (
    <Page title="Entwürfe" className="max-w-3xl">
      <PageHeading lead="Rezepte, die du noch prüfst oder schreibst. Ein Entwurf wird beim Bearbeiten automatisch gespeichert und verfällt 30 Tage nach der letzten Änderung.">
        Entwürfe
      </PageHeading>
      {drafts.isError && <RecipeLoadError onRetry={() => void drafts.refetch()} />}
      {drafts.isPending && <PageSpinner />}
      {drafts.data && drafts.data.drafts.length === 0 && (
        <div className="rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">
          <p>Du hast gerade keine Entwürfe.</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <ButtonLink to="/create">Rezept erstellen</ButtonLink>
            <ButtonLink to="/rezept/neu" variant="outline">
              Rezept von Hand schreiben
            </ButtonLink>
          </div>
        </div>
      )}
      {drafts.data && drafts.data.drafts.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Deine Entwürfe">
          {drafts.data.drafts.map((draft) => (
            <li key={draft.id}>
              <Link
                to={`/rezept/entwurf/${draft.id}`}
                className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4 hover:border-brand-300 hover:bg-cream-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                {draft.thumbnailUrl ? (
                  <img src={draft.thumbnailUrl} alt="" className="size-16 shrink-0 rounded-xl object-cover" />
                ) : (
                  <span aria-hidden="true" className="size-16 shrink-0 rounded-xl bg-cream-100" />
                )}
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-bold text-stone-900">{draft.title || 'Ohne Titel'}</span>
                  <span className="text-sm text-stone-600">
                    {ORIGIN_LABEL[draft.origin]} · {draft.ingredientCount} Zutaten · {draft.stepCount} Schritte
                  </span>
                  <span className="text-xs text-stone-600">
                    Zuletzt geändert {formatDateTimeDE(draft.updatedAt)} · verfällt am {formatDateDE(draft.expiresAt)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {drafts.data && (
        <p className="mt-4 text-xs text-stone-600">
          {drafts.data.drafts.length} von höchstens {drafts.data.max} Entwürfen.
        </p>
      )}
    </Page>
  );
}

/** /rezept/entwurf/:id: a draft in the editor; another member's (or an expired) draft shows the 404 page. */
export function DraftEditorPage() {
  const { id } = useParams();
  const draftId = parseRecipeId(id);
  if (draftId === null) return <PageNotFound />;
  return <DraftLoader key={draftId} id={draftId} />;
}

function DraftLoader({ id }: { id: number }) {
  const trpc = useTRPC();
  const draft = useQuery(
    trpc.drafts.get.queryOptions({ id }, { refetchOnMount: 'always', refetchOnWindowFocus: false, retry: false }),
  );
  if (draft.isError) return isNotFound(draft.error) ? <PageNotFound /> : <RecipeLoadError onRetry={() => void draft.refetch()} />;
  if (!draft.data || !draft.isFetchedAfterMount) return <PageSpinner />;
  return <DraftEditScreen draft={draft.data} />;
}

/** The form holds the draft as loaded; autosave stores every change, „Speichern“ makes the recipe. */
function DraftEditScreen({ draft }: { draft: TDraft }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [loaded] = useState(draft);
  const [initial] = useState(() => formOf(loaded.content));
  const [confirming, setConfirming] = useState(false);
  const autosave = useDraftAutosave({ draftId: loaded.id });
  const save = useMutation(trpc.drafts.save.mutationOptions());
  const discard = useMutation(trpc.drafts.delete.mutationOptions());
  const { stop } = autosave;

  const onDiscard = async () => {
    stop();
    try {
      await discard.mutateAsync({ id: loaded.id });
      await queryClient.invalidateQueries(trpc.drafts.pathFilter());
      toast({ title: 'Entwurf verworfen' });
      await navigate('/entwuerfe');
    } catch (error) {
      toast({ variant: 'destructive', title: 'Nicht verworfen', description: errorMessage(error) });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Page title="Entwurf prüfen" className="flex max-w-3xl flex-col gap-6">
      <PageHeading lead="Prüfe und korrigiere, was erkannt wurde. Erst mit „Speichern“ wird daraus ein Rezept; bis dahin bleibt es ein Entwurf unter „Entwürfe“.">
        Entwurf prüfen
      </PageHeading>
      {(loaded.sourceUrl ?? loaded.originalVideoUrl) && (
        <p className="-mt-4 text-sm text-stone-600">Quelle: {loaded.sourceSite ?? loaded.sourceUrl ?? loaded.originalVideoUrl}</p>
      )}
      {loaded.notice && (
        <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-950">
          {loaded.notice}
        </p>
      )}
      <PhotoSection
        target={{ kind: 'draft', id: loaded.id }}
        initial={{ imageUrl: loaded.imageUrl, thumbnailUrl: loaded.thumbnailUrl }}
      />
      <RecipeEditorForm
        initial={initial}
        cancelTo="/entwuerfe"
        pending={save.isPending}
        saveLabel="Speichern"
        onFormChange={autosave.schedule}
        status={<AutosaveStatus state={autosave.state} />}
        actions={
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            Verwerfen
          </Button>
        }
        save={async (input) => {
          const saved = await save.mutateAsync({ id: loaded.id, content: input });
          stop();
          await queryClient.invalidateQueries(trpc.recipes.pathFilter());
          await queryClient.invalidateQueries(trpc.drafts.pathFilter());
          toast({ variant: 'success', title: savedToastTitle(loaded), description: saved.title });
          await navigate(`/recipe/${saved.id}`);
        }}
      />
      <ConfirmDialog
        open={confirming}
        title="Entwurf verwerfen?"
        description="Der Entwurf wird gelöscht und lässt sich nicht wiederherstellen. Es wird kein Rezept gespeichert."
        confirmLabel="Verwerfen"
        pending={discard.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => void onDiscard()}
      />
    </Page>
  );
}

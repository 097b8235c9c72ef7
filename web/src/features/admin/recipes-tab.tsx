import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { formatDateDE, formatNumberDE } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { AdminTable, Cell, Pager, Row, SearchField } from './admin-table';
import { showError, useAdminRecipes, useAdminRefresh, type TAdminRecipe } from './use-admin';
import { PrivateBadge } from '../recipes/private-badge';

function DeleteRecipeDialog({ recipe, onClose }: { recipe: TAdminRecipe; onClose: () => void }) {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const remove = useMutation(
    trpc.admin.deleteRecipe.mutationOptions({
      onSuccess: async () => {
        toast({ variant: 'success', title: 'Rezept gelöscht', description: recipe.title });
        onClose();
        await refresh();
      },
      onError: showError('Fehler'),
    }),
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title="Rezept löschen"
      description={`„${recipe.title}“ wird gelöscht. Diese Aktion kann nicht rückgängig gemacht werden.`}
    >
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Abbrechen
        </Button>
        <Button variant="destructive" pending={remove.isPending} onClick={() => remove.mutate({ id: recipe.id })}>
          Löschen
        </Button>
      </div>
    </Dialog>
  );
}

function RefreshImageButton({ recipe }: { recipe: TAdminRecipe }) {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const regenerate = useMutation(
    trpc.admin.regenerateRecipeImage.mutationOptions({
      onSuccess: async (answer) => {
        toast({ title: 'Bild wird erzeugt', description: answer.message });
        await refresh();
      },
      onError: showError('Fehler'),
    }),
  );
  const busy = regenerate.isPending || recipe.imagePending;
  return (
    <Button
      size="sm"
      variant="outline"
      pending={busy}
      onClick={() => regenerate.mutate({ id: recipe.id })}
      aria-label={`Bild von ${recipe.title} neu erzeugen`}
    >
      {busy ? 'Bild wird erzeugt' : 'Bild'}
    </Button>
  );
}

const HEAD = ['Titel', 'Ersteller', 'Kategorie', 'Aufrufe', 'Erstellt', 'Aktionen'] as const;

export function RecipesTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<TAdminRecipe | null>(null);
  const query = useDebouncedValue(search.trim(), 300);
  const recipes = useAdminRecipes(query, page);
  return (
    <div className="grid grid-cols-1 gap-4">
      <SearchField
        label="Rezepte suchen (Titel oder Ersteller)"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {recipes.isPending && <Spinner />}
      {recipes.isError && <p className="text-stone-600">Rezepte konnten nicht geladen werden.</p>}
      {recipes.data && (
        <>
          <AdminTable label="Rezepte" head={HEAD}>
            {recipes.data.recipes.map((recipe) => (
              <Row key={recipe.id}>
                <Cell label="Titel" className="max-w-64 font-semibold text-stone-900">
                  <span className="line-clamp-2">{recipe.title}</span>
                  <PrivateBadge visibility={recipe.visibility} className="mt-1" />
                </Cell>
                <Cell label="Ersteller" className="text-stone-700">
                  {recipe.creator?.username ?? '–'}
                </Cell>
                <Cell label="Kategorie" className="text-stone-700">
                  {recipe.category ?? 'Allgemein'}
                </Cell>
                <Cell label="Aufrufe" className="text-stone-700 tabular-nums">
                  {formatNumberDE(recipe.viewCount)}
                </Cell>
                <Cell label="Erstellt" className="whitespace-nowrap text-stone-700">
                  {formatDateDE(recipe.createdAt)}
                </Cell>
                <Cell label="Aktionen">
                  <div className="flex flex-wrap gap-1.5">
                    <a
                      href={`/recipe/${recipe.id}`}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex h-9 items-center rounded-xl border border-stone-300 px-3 text-sm font-semibold text-stone-800 hover:bg-cream-100"
                      aria-label={`${recipe.title} in neuem Tab öffnen`}
                    >
                      Öffnen
                    </a>
                    <RefreshImageButton recipe={recipe} />
                    <Button
                      size="sm"
                      variant="destructive"
                      onClick={() => setDeleting(recipe)}
                      aria-label={`${recipe.title} löschen`}
                    >
                      Löschen
                    </Button>
                  </div>
                </Cell>
              </Row>
            ))}
          </AdminTable>
          {recipes.data.recipes.length === 0 && <p className="text-stone-600">Keine Rezepte gefunden.</p>}
          <Pager page={page} pageSize={recipes.data.pageSize} total={recipes.data.total} onPage={setPage} />
        </>
      )}
      {deleting && <DeleteRecipeDialog recipe={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

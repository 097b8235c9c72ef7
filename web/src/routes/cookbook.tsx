import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Page } from '../components/layout/page';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/use-auth';
import { useCookbookChanges } from '../features/cookbooks/use-cookbooks';
import { ExportMenu } from '../features/export/export-menu';
import { useOwnProfile } from '../features/members/use-profile';
import { formatCountDE, formatDuration } from '../lib/format';
import { useTRPC } from '../lib/trpc';
import { NotFoundPage } from './not-found';

/** One cookbook with its recipes; the print button prints just the list (everything else is print:hidden). */
export function CookbookPage() {
  const id = Number(useParams().id);
  const trpc = useTRPC();
  const { user } = useAuth();
  const navigate = useNavigate();
  const cookbook = useQuery({
    ...trpc.social.cookbook.queryOptions({ id }),
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: false,
  });
  const isOwner = Boolean(user && cookbook.data?.owner.id === user.id);
  const ownRecipes = useOwnProfile(isOwner);
  const changes = useCookbookChanges();
  if (!Number.isSafeInteger(id) || id <= 0 || cookbook.isError) return <NotFoundPage />;
  if (!cookbook.data) return <PageSpinner />;
  const book = cookbook.data;
  const inBook = new Set(book.recipes.map((r) => r.id));
  const addable = ownRecipes.data?.recipes.filter((r) => !inBook.has(r.id)) ?? [];
  return (
    <Page title={book.title}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">{book.title}</h1>
          {book.description && <p className="mt-2 text-stone-600">{book.description}</p>}
        </div>
        <div className="flex gap-2 print:hidden">
          <Button variant="outline" onClick={() => window.print()}>
            Drucken
          </Button>
          {user && <ExportMenu kind="cookbook" id={id} printPath={`/cookbooks/${id}/drucken`} />}
          {isOwner && (
            <Button
              variant="destructive"
              onClick={() => changes.removeCookbook.mutate({ id }, { onSuccess: () => void navigate('/cookbooks') })}
            >
              Löschen
            </Button>
          )}
        </div>
      </div>
      <ol className="mt-8 space-y-3" aria-label="Rezepte im Kochbuch">
        {book.recipes.length === 0 && <li className="text-stone-600">Noch keine Rezepte in diesem Kochbuch.</li>}
        {book.recipes.map((recipe) => (
          <li key={recipe.id} className="flex items-center justify-between gap-4 rounded-xl bg-white p-4 ring-1 ring-cream-200">
            <div>
              <Link to={`/recipe/${recipe.id}`} className="font-bold text-stone-900 hover:underline">
                {recipe.title}
              </Link>
              <p className="text-sm text-stone-600">
                {formatDuration(recipe.duration)} · {formatCountDE(recipe.servings, 'Portion', 'Portionen')}
              </p>
            </div>
            {isOwner && (
              <Button
                variant="ghost"
                size="sm"
                className="print:hidden"
                onClick={() => changes.remove.mutate({ id, recipeId: recipe.id })}
              >
                Entfernen
              </Button>
            )}
          </li>
        ))}
      </ol>
      {isOwner && addable.length > 0 && (
        <section className="mt-10 print:hidden" aria-labelledby="add-heading">
          <h2 id="add-heading" className="text-xl font-bold text-stone-900">
            Eigene Rezepte hinzufügen
          </h2>
          <ul className="mt-3 space-y-2">
            {addable.map((recipe) => (
              <li key={recipe.id} className="flex items-center justify-between gap-4">
                <span>{recipe.title}</span>
                <Button size="sm" variant="outline" onClick={() => changes.add.mutate({ id, recipeId: recipe.id })}>
                  Hinzufügen
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}

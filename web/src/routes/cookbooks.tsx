import { useState } from 'react';
import { Link } from 'react-router';
import { Page, PageHeading } from '../components/layout/page';
import { Button, ButtonLink } from '../components/ui/button';
import { BookIcon } from '../components/ui/icons';
import { CreateCookbookDialog } from '../features/cookbooks/create-cookbook-dialog';
import { useCookbooks } from '../features/cookbooks/use-cookbooks';
import { useOwnProfile } from '../features/members/use-profile';
import { EmptyRecipes, RecipeGrid } from '../features/recipes/recipe-grid';
import { formatCountDE } from '../lib/format';

/** The cookbooks page shows the first 6 own recipes (spec part 2 §9). */
const OWN_RECIPES_SHOWN = 6;

export function CookbooksPage() {
  const [creating, setCreating] = useState(false);
  const cookbooks = useCookbooks();
  const profile = useOwnProfile();
  return (
    <Page title="Meine Kochbücher">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-x-4">
        <PageHeading lead="Sammle deine Lieblingsrezepte in eigenen Kochbüchern.">Meine Kochbücher</PageHeading>
        <Button onClick={() => setCreating(true)}>Neues Kochbuch</Button>
      </div>
      {cookbooks.data?.length === 0 && (
        <div className="flex flex-col items-center gap-2 rounded-(--radius-card) border-2 border-dashed border-cream-300 px-6 py-10 text-center">
          <BookIcon className="size-8 text-brand-600" aria-hidden="true" />
          <p className="font-semibold text-stone-900">Du hast noch keine Kochbücher.</p>
          <p className="text-sm text-stone-600">
            Lege mit „Neues Kochbuch“ dein erstes an und sammle darin deine Lieblingsrezepte.
          </p>
        </div>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Kochbücher">
        {cookbooks.data?.map((cookbook) => (
          <li key={cookbook.id}>
            <Link
              to={`/cookbooks/${cookbook.id}`}
              className="flex h-full gap-3 rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200 hover:ring-brand-300"
            >
              <BookIcon className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block font-bold text-stone-900">{cookbook.title}</span>
                {cookbook.description && <span className="block text-sm text-stone-600">{cookbook.description}</span>}
                <span className="mt-1 block text-xs text-stone-500">
                  {formatCountDE(cookbook.recipeCount, 'Rezept', 'Rezepte')} · {cookbook.isPrivate ? 'Privat' : 'Öffentlich'}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <section className="mt-12" aria-labelledby="own-recipes-heading">
        <div className="mb-4 flex items-center justify-between">
          <h2 id="own-recipes-heading" className="text-2xl font-bold text-stone-900">
            Meine Rezepte
          </h2>
          <ButtonLink to="/profile" variant="outline" size="sm">
            Alle anzeigen
          </ButtonLink>
        </div>
        <RecipeGrid
          recipes={profile.data?.recipes.slice(0, OWN_RECIPES_SHOWN)}
          loading={profile.isPending}
          label="Meine Rezepte"
          empty={<EmptyRecipes title="Du hast noch keine Rezepte erstellt." />}
        />
      </section>
      <CreateCookbookDialog open={creating} onClose={() => setCreating(false)} />
    </Page>
  );
}

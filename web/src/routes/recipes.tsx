import { Page, PageHeading } from '../components/layout/page';
import { RecipeBrowser } from '../features/recipes/recipe-browser';

/** /recipes: everyone may browse, search and filter the community's recipes. */
export function RecipesPage() {
  return (
    <Page title="Alle Rezepte">
      <PageHeading lead="Stöbere durch alle Rezepte der Kochclip-Community – nach Kategorie, Zeit und Schwierigkeit.">
        Alle Rezepte
      </PageHeading>
      <RecipeBrowser withSearch />
    </Page>
  );
}

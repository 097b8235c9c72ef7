import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { ButtonLink } from '../../../components/ui/button';
import { useAuth } from '../../auth/use-auth';
import { CookingAssistant } from '../../cooking-assistant/cooking-assistant';
import { ExportMenu } from '../../export/export-menu';
import { ArrowLeftIcon } from '../../shared/extra-icons';
import type { TRecipeDetail } from '../recipe-types';
import { ReportButton } from '../../moderation/report-button';
import { DeleteRecipeButton } from './delete-recipe-button';
import { IngredientList } from './ingredient-list';
import { LikeButton } from './like-button';
import { MembersOnlyPromo } from './members-only-promo';
import { OriginalVideoCard } from './original-video-card';
import { RecipeFacts } from './recipe-facts';
import { RecipeHero } from './recipe-hero';
import { RecipeJsonLd } from './recipe-json-ld';
import { RecipeSource } from './recipe-source';
import { RecipeTabs } from './recipe-tabs';
import { SaveVariantButton } from './save-variant-button';
import { StepList } from './step-list';
import { VariantLine } from './variant-line';

/** The full recipe page; visitors get the preview the server sends plus the members-only promo. */
export function RecipeDetailView({ recipe }: { recipe: TRecipeDetail }) {
  const { user, isAdmin } = useAuth();
  const isCreator = user !== null && recipe.createdById !== null && user.id === recipe.createdById;
  // The pieces below take the session from here: one reader of it per page, not one per piece.
  const member = user !== null;
  return (
    <Page title={recipe.title} className="flex flex-col gap-6 md:gap-8">
      <RecipeJsonLd recipe={recipe} />
      <Link
        to="/recipes"
        className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-stone-600 hover:text-brand-700 pointer-coarse:-my-3 pointer-coarse:py-3"
      >
        <ArrowLeftIcon className="size-4" />
        Alle Rezepte
      </Link>
      <RecipeHero
        recipe={recipe}
        actions={
          <>
            <LikeButton recipe={recipe} loggedIn={member} />
            {!recipe.isPreview && <ExportMenu kind="recipe" id={recipe.id} printPath={`/recipe/${recipe.id}/drucken`} />}
            {(isCreator || isAdmin) && !recipe.isPreview && (
              <ButtonLink to={`/rezept/${recipe.id}/bearbeiten`} variant="outline">
                Bearbeiten
              </ButtonLink>
            )}
            {user && !recipe.isPreview && recipe.visibility === 'public' && <SaveVariantButton recipeId={recipe.id} />}
            {isCreator && <DeleteRecipeButton recipeId={recipe.id} />}
            {user && !isCreator && <ReportButton type="recipe" id={recipe.id} label="Rezept" />}
          </>
        }
      />
      <RecipeSource recipe={recipe} />
      <VariantLine recipe={recipe} />
      <RecipeFacts recipe={recipe} />
      <OriginalVideoCard recipe={recipe} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="lg:sticky lg:top-24">
          <IngredientList recipe={recipe} />
        </div>
        <StepList recipe={recipe} />
      </div>
      <CookingAssistant recipe={recipe} member={member} />
      {recipe.isPreview && (
        <MembersOnlyPromo totalIngredients={recipe.totalIngredients} totalInstructions={recipe.totalInstructions} />
      )}
      <RecipeTabs recipe={recipe} member={member} />
    </Page>
  );
}

import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { RecipeCollectionsTab } from '../../collections/recipe-collections-tab';
import { ChallengesTab } from '../../community-tabs/challenges-tab';
import { CommentsTab } from '../../community-tabs/comments-tab';
import { ImagesTab } from '../../community-tabs/images-tab';
import { RatingsTab } from '../../community-tabs/ratings-tab';
import type { TRecipeDetail } from '../recipe-types';

const TABS = [
  { value: 'ratings', label: 'Bewertungen' },
  { value: 'comments', label: 'Kommentare' },
  { value: 'collections', label: 'Sammlungen' },
  { value: 'challenges', label: 'Challenges' },
  { value: 'images', label: 'Community-Bilder' },
] as const;

type TRecipeTab = (typeof TABS)[number]['value'];
const isRecipeTab = (value: string): value is TRecipeTab => TABS.some((tab) => tab.value === value);

/** Ratings (default), comments, collections, challenges and community images. */
export function RecipeTabs({ recipe, member }: { recipe: Pick<TRecipeDetail, 'id' | 'title'>; member: boolean }) {
  const [tab, setTab] = useState<TRecipeTab>('ratings');
  return (
    <section aria-label="Mehr zum Rezept">
      <Tabs value={tab} onValueChange={(value) => isRecipeTab(value) && setTab(value)}>
        {/* Five labels do not fit a phone: the list scrolls sideways instead of squeezing them. */}
        <p className="mb-1 text-xs text-stone-500 sm:hidden" aria-hidden="true">
          Wischen für mehr Bereiche →
        </p>
        <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
          <TabsList label="Rezeptbereiche" className="w-max min-w-full">
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                <span className="whitespace-nowrap">{label}</span>
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <div className="mt-4 rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6">
          <TabsContent value="ratings">
            <RatingsTab recipeId={recipe.id} member={member} />
          </TabsContent>
          <TabsContent value="comments">
            <CommentsTab recipeId={recipe.id} />
          </TabsContent>
          <TabsContent value="collections">
            <RecipeCollectionsTab recipeId={recipe.id} />
          </TabsContent>
          <TabsContent value="challenges">
            <ChallengesTab recipe={recipe} />
          </TabsContent>
          <TabsContent value="images">
            <ImagesTab recipeId={recipe.id} />
          </TabsContent>
        </div>
      </Tabs>
    </section>
  );
}

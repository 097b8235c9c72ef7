import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { RecipeCollectionsTab } from '../../collections/recipe-collections-tab';
import type { TRecipeDetail } from '../recipe-types';
import { RatingSummary } from './rating-summary';

const TABS = [
  { value: 'ratings', label: 'Bewertungen' },
  { value: 'comments', label: 'Kommentare' },
  { value: 'collections', label: 'Sammlungen' },
  { value: 'challenges', label: 'Challenges' },
  { value: 'images', label: 'Community-Bilder' },
] as const;

type TRecipeTab = (typeof TABS)[number]['value'];
const isRecipeTab = (value: string): value is TRecipeTab => TABS.some((tab) => tab.value === value);

function ComingSoon() {
  return <p className="text-stone-600">Kommt bald</p>;
}

/** Ratings (default), comments, collections, challenges and community images. */
export function RecipeTabs({ recipe }: { recipe: Pick<TRecipeDetail, 'id' | 'averageRating' | 'totalRatings'> }) {
  const [tab, setTab] = useState<TRecipeTab>('ratings');
  return (
    <section aria-label="Mehr zum Rezept">
      <Tabs value={tab} onValueChange={(value) => isRecipeTab(value) && setTab(value)}>
        {/* Five labels do not fit a phone: the list scrolls sideways instead of squeezing them. */}
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
            <RatingSummary averageRating={recipe.averageRating} totalRatings={recipe.totalRatings} />
          </TabsContent>
          <TabsContent value="collections">
            <RecipeCollectionsTab recipeId={recipe.id} />
          </TabsContent>
          {TABS.filter(({ value }) => value !== 'ratings' && value !== 'collections').map(({ value }) => (
            <TabsContent key={value} value={value}>
              <ComingSoon />
            </TabsContent>
          ))}
        </div>
      </Tabs>
    </section>
  );
}

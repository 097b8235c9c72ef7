import { useState, type ReactNode } from 'react';
import { SparklesIcon, type TIcon } from '../../components/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { FileIcon, LinkIcon, PlusIcon } from '../shared/extra-icons';
import type { TCreatorHandlers } from './creator-types';
import { IngredientsTab } from './ingredients-tab';
import { PromptTab } from './prompt-tab';
import { UploadTab } from './upload-tab';
import { VideoLinkTab } from './video-link-tab';

type TCreatorTab = 'video' | 'ingredients' | 'prompt' | 'upload';

const TABS: Array<{ value: TCreatorTab; label: string; icon: TIcon }> = [
  { value: 'video', label: 'Video-Link', icon: LinkIcon },
  { value: 'ingredients', label: 'Zutaten', icon: PlusIcon },
  { value: 'prompt', label: 'Prompt', icon: SparklesIcon },
  { value: 'upload', label: 'Upload', icon: FileIcon },
];

const isCreatorTab = (value: string): value is TCreatorTab => TABS.some((tab) => tab.value === value);

/** The creator with its four sources. What happens on submit is up to the page (handlers). */
interface TRecipeCreatorProps {
  handlers: TCreatorHandlers;
  /** Visible heading inside the card; without it the page's own heading introduces the creator. */
  title?: ReactNode;
}

export function RecipeCreator({ handlers, title }: TRecipeCreatorProps) {
  const [tab, setTab] = useState<TCreatorTab>('video');
  return (
    <section
      aria-labelledby={title ? 'creator-title' : undefined}
      aria-label={title ? undefined : 'Rezept-Ersteller'}
      className="rounded-(--radius-card) bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      {title && (
        <h2 id="creator-title" className="mb-5 text-2xl font-extrabold tracking-tight text-stone-900">
          {title}
        </h2>
      )}
      {/* Four labels do not fit one row on a phone: there the list becomes a 2 × 2 grid. */}
      <Tabs
        value={tab}
        onValueChange={(value) => isCreatorTab(value) && setTab(value)}
        className="max-sm:[&_[role=tablist]]:grid-flow-row max-sm:[&_[role=tablist]]:grid-cols-2"
      >
        <TabsList label="Rezeptquelle">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
                <Icon className="size-4" />
                {label}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="pt-5">
          <TabsContent value="video">
            <VideoLinkTab onSubmit={handlers.onVideo} />
          </TabsContent>
          <TabsContent value="ingredients">
            <IngredientsTab onSubmit={handlers.onIngredients} />
          </TabsContent>
          <TabsContent value="prompt">
            <PromptTab onSubmit={handlers.onPrompt} />
          </TabsContent>
          <TabsContent value="upload">
            <UploadTab onSubmit={handlers.onUpload} />
          </TabsContent>
        </div>
      </Tabs>
    </section>
  );
}

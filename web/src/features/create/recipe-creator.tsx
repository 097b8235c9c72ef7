import { useState, type ReactNode } from 'react';
import { SparklesIcon, type TIcon } from '../../components/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { FileIcon, GlobeIcon, LinkIcon, PlusIcon } from '../shared/extra-icons';
import type { TCreatorHandlers } from './creator-types';
import { IngredientsTab } from './ingredients-tab';
import { PromptTab } from './prompt-tab';
import { UploadTab } from './upload-tab';
import { VideoLinkTab } from './video-link-tab';
import { WebsiteTab } from './website-tab';

export type TCreatorTab = 'video' | 'ingredients' | 'prompt' | 'upload' | 'website';

const TABS: Array<{ value: TCreatorTab; label: string; icon: TIcon }> = [
  { value: 'video', label: 'Video-Link', icon: LinkIcon },
  { value: 'ingredients', label: 'Zutaten', icon: PlusIcon },
  { value: 'prompt', label: 'Prompt', icon: SparklesIcon },
  { value: 'upload', label: 'Upload', icon: FileIcon },
  { value: 'website', label: 'Webseite', icon: GlobeIcon },
];

export const isCreatorTab = (value: string): value is TCreatorTab => TABS.some((tab) => tab.value === value);

/** The creator with its five sources. What happens on submit is up to the page (handlers). */
interface TRecipeCreatorProps {
  handlers: TCreatorHandlers;
  /** Visible heading inside the card; without it the page's own heading introduces the creator. */
  title?: ReactNode;
  /** A link handed over (the share sheet): opens its tab with the link filled in. */
  initial?: { tab: 'video' | 'website'; link: string };
}

export function RecipeCreator({ handlers, title, initial }: TRecipeCreatorProps) {
  const [tab, setTab] = useState<TCreatorTab>(initial?.tab ?? 'video');
  // A link moved from one link tab to the other; the key remounts that tab with it.
  const [handover, setHandover] = useState({ link: initial?.link ?? '', count: 0 });
  const handOver = (target: 'video' | 'website', link: string) => {
    setHandover((previous) => ({ link, count: previous.count + 1 }));
    setTab(target);
  };
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
      {/* Five labels do not fit one row on a phone: there the list becomes a grid of two columns. */}
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
            <VideoLinkTab
              key={`video-${handover.count}`}
              onSubmit={handlers.onVideo}
              initialUrl={initial?.tab === 'video' || handover.count > 0 ? handover.link : ''}
              onWebsiteLink={(link) => handOver('website', link)}
            />
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
          <TabsContent value="website">
            <WebsiteTab
              key={`website-${handover.count}`}
              onSubmit={handlers.onWebsite}
              initialUrl={initial?.tab === 'website' || handover.count > 0 ? handover.link : ''}
              onVideoLink={(link) => handOver('video', link)}
            />
          </TabsContent>
        </div>
      </Tabs>
    </section>
  );
}

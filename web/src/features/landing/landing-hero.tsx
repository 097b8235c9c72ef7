import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { CheckIcon, SparklesIcon } from '../../components/ui/icons';
import { FilterIcon, SearchIcon } from '../shared/extra-icons';
import { readLandingInput } from './use-landing-search';

interface TLandingHeroProps {
  onSearch: (text: string) => void;
  onFilter: () => void;
}

/** Headline and the one input that takes a video link, ingredients or a prompt. */
export function LandingHero({ onSearch, onFilter }: TLandingHeroProps) {
  const [text, setText] = useState('');
  const hintId = useId();
  const input = readLandingInput(text);
  const isVideo = input?.kind === 'video';

  return (
    <section className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-100 via-cream-50 to-amber-50 px-5 py-12 text-center shadow-card ring-1 ring-cream-200 sm:px-12 md:py-20">
      <div aria-hidden="true" className="absolute -top-20 -left-20 size-64 rounded-full bg-brand-200/50 blur-3xl" />
      <div aria-hidden="true" className="absolute -right-16 -bottom-24 size-64 rounded-full bg-amber-200/50 blur-3xl" />
      <div className="relative mx-auto max-w-3xl">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
          <SparklesIcon className="size-4" />
          Kostenlos · mit KI
        </p>
        <h1 className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-stone-900 md:text-6xl">
          Aus Kochvideos werden <span className="text-brand-600">Rezepte</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-stone-600">
          Füge einen Link von TikTok, Instagram oder YouTube ein, nenne deine Zutaten oder beschreibe deine Idee – Kochclip macht
          daraus ein klares Rezept.
        </p>
        <form
          role="search"
          aria-label="Rezept suchen oder erstellen"
          className="mx-auto mt-8 flex max-w-2xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-pop ring-1 ring-cream-200 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(text);
          }}
        >
          <label htmlFor={`${hintId}-input`} className="sr-only">
            Video-Link, Zutaten oder Idee
          </label>
          <input
            id={`${hintId}-input`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Video-Link, Zutaten oder Idee …"
            aria-describedby={isVideo ? hintId : undefined}
            enterKeyHint="search"
            autoComplete="off"
            className="h-12 min-w-0 flex-none rounded-xl bg-transparent sm:flex-1 px-3 text-base text-stone-900 outline-none placeholder:text-stone-400 focus-visible:bg-cream-50"
          />
          <div className="flex gap-2">
            <Button variant="outline" size="icon" className="size-12" aria-label="Filter" onClick={onFilter}>
              <FilterIcon />
            </Button>
            <Button type="submit" size="lg" className="flex-1" disabled={input === null}>
              <SearchIcon className="size-4" />
              Suchen
            </Button>
          </div>
        </form>
        <div aria-live="polite" className="mt-3 min-h-6">
          {isVideo && (
            <p id={hintId} className="inline-flex items-center gap-1.5 text-sm font-semibold text-herb-700">
              <CheckIcon className="size-4" />
              Video-URL erkannt - Klicke Suchen, um Rezept zu erstellen!
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

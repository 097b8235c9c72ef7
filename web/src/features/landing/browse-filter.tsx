import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import {
  DIFFICULTY_LABELS,
  DIFFICULTY_VALUES,
  DURATION_LABELS,
  DURATIONS,
  LANDING_CATEGORIES,
  LANDING_DIETS,
} from '../recipes/filters/filter-options';
import { SearchIcon } from '../shared/extra-icons';
import { browseRecipesPath, EMPTY_BROWSE_CHOICE, type TBrowseChoice } from './browse-path';

interface TSelectProps {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

function FilterSelect({ label, value, options, onChange }: TSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-xs hover:border-stone-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30"
      >
        <option value="">Alle</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Visitors may browse /recipes (spec), so the landing filter leads there instead of asking for a login. */
export function BrowseFilter() {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<TBrowseChoice>(EMPTY_BROWSE_CHOICE);
  const set = (key: keyof TBrowseChoice) => (value: string) => setChoice((current) => ({ ...current, [key]: value }));

  return (
    <section
      aria-labelledby="browse-title"
      className="rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-8"
    >
      <h2 id="browse-title" className="text-2xl font-extrabold tracking-tight text-stone-900">
        Rezepte entdecken
      </h2>
      <p className="mt-1 text-stone-600">Finde Rezepte nach Kategorie, Zeit, Schwierigkeit und Ernährung.</p>
      <form
        className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(browseRecipesPath(choice));
        }}
      >
        <FilterSelect label="Kategorie" value={choice.category} options={LANDING_CATEGORIES} onChange={set('category')} />
        <FilterSelect
          label="Zubereitungszeit"
          value={choice.duration}
          options={DURATIONS.map((d) => ({ value: d, label: DURATION_LABELS[d] }))}
          onChange={set('duration')}
        />
        <FilterSelect
          label="Schwierigkeit"
          value={choice.difficulty}
          options={DIFFICULTY_VALUES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))}
          onChange={set('difficulty')}
        />
        <FilterSelect label="Ernährung" value={choice.diet} options={LANDING_DIETS} onChange={set('diet')} />
        <Button type="submit" size="lg" className="sm:col-span-2 lg:col-span-1">
          <SearchIcon className="size-4" />
          Rezepte anzeigen
        </Button>
      </form>
    </section>
  );
}

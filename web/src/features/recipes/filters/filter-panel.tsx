import { Button } from '../../../components/ui/button';
import type { TDifficulty, TRecipeCategory } from '../recipe-types';
import {
  CATEGORIES,
  DIETS,
  DIFFICULTY_LABELS,
  DIFFICULTY_VALUES,
  DURATION_LABELS,
  DURATIONS,
  type TDiet,
  type TDuration,
} from './filter-options';
import { FilterOptionGroup } from './filter-option-group';
import { isDietSelected, toggleCategory, toggleDiet, type TRecipeFilters } from './recipe-filters';

interface TFilterPanelProps {
  filters: TRecipeFilters;
  onChange: (patch: Partial<TRecipeFilters>) => void;
  onReset: () => void;
}

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

/** Category (with diet shortcuts), duration and difficulty; every click filters right away. */
export function FilterPanel({ filters, onChange, onReset }: TFilterPanelProps) {
  const categories: readonly TRecipeCategory[] = CATEGORIES;
  return (
    <div className="flex flex-col gap-6">
      <FilterOptionGroup
        title="Kategorie"
        options={categories.map((c) => ({ value: c, label: c, selected: filters.category === c }))}
        onToggle={(value) => isOneOf(categories, value) && onChange(toggleCategory(filters, value))}
      />
      <FilterOptionGroup
        title="Ernährung"
        options={DIETS.map((d: TDiet) => ({ value: d, label: d, selected: isDietSelected(filters, d) }))}
        onToggle={(value) => isOneOf(DIETS, value) && onChange(toggleDiet(filters, value))}
      />
      <FilterOptionGroup
        title="Zubereitungszeit"
        options={DURATIONS.map((d: TDuration) => ({ value: d, label: DURATION_LABELS[d], selected: filters.duration === d }))}
        onToggle={(value) => isOneOf(DURATIONS, value) && onChange({ duration: filters.duration === value ? undefined : value })}
      />
      <FilterOptionGroup
        title="Schwierigkeit"
        options={DIFFICULTY_VALUES.map((d: TDifficulty) => ({
          value: d,
          label: DIFFICULTY_LABELS[d],
          selected: filters.difficulty === d,
        }))}
        onToggle={(value) =>
          isOneOf(DIFFICULTY_VALUES, value) && onChange({ difficulty: filters.difficulty === value ? undefined : value })
        }
      />
      <Button variant="outline" className="w-full" onClick={onReset}>
        Filter zurücksetzen
      </Button>
    </div>
  );
}

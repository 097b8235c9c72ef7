import { CATEGORIES, DIETS } from '../recipes/filters/filter-options';
import type { TEditorForm } from './editor-state';
import { FIELD_CLASSES, FieldError, Fieldset } from './editor-controls';

interface TProps {
  form: TEditorForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<TEditorForm>) => void;
}

type TTextField = 'title' | 'servings' | 'prepTime' | 'cookTime' | 'duration' | 'tags';

/** Title, description, category, difficulty, servings, times and tags. */
export function RecipeDetailsFields({ form, errors, onChange }: TProps) {
  const text = (field: TTextField, label: string, extra: { hint?: string; numeric?: boolean; className?: string } = {}) => {
    const error = errors[field];
    return (
      <div className={`flex min-w-0 flex-col gap-1 ${extra.className ?? ''}`}>
        <label htmlFor={`recipe-${field}`} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        <input
          id={`recipe-${field}`}
          className={FIELD_CLASSES}
          value={form[field]}
          inputMode={extra.numeric ? 'numeric' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `recipe-${field}-error` : extra.hint ? `recipe-${field}-hint` : undefined}
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
        {extra.hint && !error && (
          <p id={`recipe-${field}-hint`} className="text-xs text-stone-500">
            {extra.hint}
          </p>
        )}
        <FieldError id={`recipe-${field}-error`} message={error} />
      </div>
    );
  };
  return (
    <Fieldset legend="Das Rezept">
      {text('title', 'Titel')}
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="recipe-description" className="text-sm font-medium text-stone-800">
          Beschreibung <span className="font-normal text-stone-500">(optional)</span>
        </label>
        <textarea
          id="recipe-description"
          className={FIELD_CLASSES}
          rows={3}
          value={form.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'recipe-description-error' : undefined}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        <FieldError id="recipe-description-error" message={errors.description} />
      </div>
      {/* Bottom-aligned, so a label that wraps on a narrow phone („Vorbereitung (Min.)“) keeps the fields side by side level. */}
      <div className="grid grid-cols-2 items-end gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="recipe-category" className="text-sm font-medium text-stone-800">
            Kategorie
          </label>
          <select
            id="recipe-category"
            className={FIELD_CLASSES}
            value={form.category}
            onChange={(event) => onChange({ category: event.target.value as TEditorForm['category'] })}
          >
            <option value="">Keine</option>
            {[...CATEGORIES, ...DIETS].map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          <FieldError id="recipe-category-error" message={errors.category} />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="recipe-difficulty" className="text-sm font-medium text-stone-800">
            Schwierigkeit
          </label>
          <select
            id="recipe-difficulty"
            className={FIELD_CLASSES}
            value={form.difficulty}
            onChange={(event) => onChange({ difficulty: event.target.value as TEditorForm['difficulty'] })}
          >
            <option value="einfach">einfach</option>
            <option value="mittel">mittel</option>
            <option value="schwer">schwer</option>
          </select>
        </div>
        {text('servings', 'Portionen', { numeric: true })}
        {text('prepTime', 'Vorbereitung (Min.)', { numeric: true })}
        {text('cookTime', 'Koch-/Backzeit (Min.)', { numeric: true })}
        {text('duration', 'Gesamtzeit (Min.)', { numeric: true })}
      </div>
      {text('tags', 'Schlagwörter', { hint: 'Mit Komma getrennt, z. B. vegetarisch, schnell' })}
    </Fieldset>
  );
}

import type { TEditorForm } from './editor-state';
import { Fieldset } from './editor-controls';

const CHOICES: { value: TEditorForm['visibility']; label: string; hint: string }[] = [
  {
    value: 'public',
    label: 'Öffentlich',
    hint: 'Alle finden das Rezept in der Suche, auf deinem Profil und können es speichern und bewerten.',
  },
  {
    value: 'private',
    label: 'Nur für mich',
    hint: 'Niemand außer dir sieht das Rezept: nicht in der Suche, nicht auf deinem Profil, nicht in Sammlungen anderer.',
  },
];

/** „Öffentlich“ or „Nur für mich“, as a radio group; switching either way takes effect with the save. */
export function VisibilityField({
  value,
  onChange,
}: {
  value: TEditorForm['visibility'];
  onChange: (next: TEditorForm['visibility']) => void;
}) {
  return (
    <Fieldset legend="Wer sieht das Rezept?">
      <div className="flex flex-col gap-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 p-3 has-checked:border-brand-600 has-checked:bg-cream-50"
          >
            <input
              type="radio"
              name="recipe-visibility"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-describedby={`recipe-visibility-${choice.value}-hint`}
              className="mt-1 size-5 shrink-0 accent-brand-600"
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold text-stone-900">{choice.label}</span>
              <span id={`recipe-visibility-${choice.value}-hint`} className="text-sm text-stone-600">
                {choice.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </Fieldset>
  );
}

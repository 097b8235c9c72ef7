import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { errorCode, errorMessage, fieldIssues } from '../../lib/errors';
import { fieldErrorsOf, inputOf, type TEditorForm, type TRecipeInput } from './editor-state';
import { IngredientGroupsEditor } from './ingredient-groups-editor';
import { RecipeDetailsFields } from './recipe-details-fields';
import { StepGroupsEditor } from './step-groups-editor';
import { VisibilityField } from './visibility-field';

interface TProps {
  initial: TEditorForm;
  /** Where „Abbrechen“ goes. */
  cancelTo: string;
  save: (input: TRecipeInput) => Promise<unknown>;
  pending: boolean;
  /** Loads the recipe as it is now (offered when a save finds it changed meanwhile); absent for a new recipe. */
  onReload?: () => void;
  /** Every change of the form after the first render (the draft editor autosaves it). */
  onFormChange?: (form: TEditorForm) => void;
  /** The save button's text; „Rezept speichern“ unless said. */
  saveLabel?: string;
  /** More buttons beside „Abbrechen“ (the draft editor's „Verwerfen“). */
  actions?: ReactNode;
  /** A line above the buttons (the autosave's state). */
  status?: ReactNode;
}

/** The whole recipe in one form; the server checks it and its German messages appear at the fields. */
export function RecipeEditorForm({
  initial,
  cancelTo,
  save,
  pending,
  onReload,
  onFormChange,
  saveLabel,
  actions,
  status,
}: TProps) {
  const [form, setForm] = useState(initial);
  // The form as last changed, so a change is told at once (in the input's own event, before a page reload can
  // cut it off) and two changes in one event build on each other.
  const latest = useRef(form);
  const patch = (next: Partial<TEditorForm>) => {
    const updated = { ...latest.current, ...next };
    latest.current = updated;
    setForm(updated);
    onFormChange?.(updated);
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ message: string; conflict: boolean } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { input, keys } = inputOf(form);
    setProblem(null);
    try {
      await save(input);
      setErrors({});
    } catch (error) {
      // A draft's save sends the recipe as `content`: its paths name the same fields.
      const issues = Object.entries(fieldIssues(error)).map(([path, message]) => ({
        path: path.replace(/^content\./, ''),
        message,
      }));
      const byField = fieldErrorsOf(issues, keys);
      setErrors(byField);
      const conflict = errorCode(error) === 'CONFLICT';
      const messages = [...new Set(Object.values(byField))];
      setProblem({ message: messages.length > 0 ? messages.join(' ') : errorMessage(error), conflict });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex min-w-0 flex-col gap-5">
      <RecipeDetailsFields form={form} errors={errors} onChange={patch} />
      <IngredientGroupsEditor
        groups={form.ingredientGroups}
        errors={errors}
        onChange={(ingredientGroups) => patch({ ingredientGroups })}
      />
      <StepGroupsEditor groups={form.stepGroups} errors={errors} onChange={(stepGroups) => patch({ stepGroups })} />
      <VisibilityField value={form.visibility} onChange={(visibility) => patch({ visibility })} />
      <SaveBar cancelTo={cancelTo} pending={pending} saveLabel={saveLabel ?? 'Rezept speichern'} actions={actions}>
        {status}
        {problem && (
          <div
            role="alert"
            className="max-h-40 overflow-y-auto rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            <p className="font-semibold">Nicht gespeichert.</p>
            <p>{problem.message}</p>
            {problem.conflict && onReload && (
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <Button size="sm" variant="outline" onClick={onReload}>
                  Neu laden
                </Button>
                <span className="text-xs text-red-800">Lädt den neuen Stand; deine Änderungen hier gehen dabei verloren.</span>
              </div>
            )}
          </div>
        )}
      </SaveBar>
    </form>
  );
}

function SaveBar({
  cancelTo,
  pending,
  saveLabel,
  actions,
  children,
}: {
  cancelTo: string;
  pending: boolean;
  saveLabel: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-stone-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
      {children}
      {/* On a phone the buttons fill the row (tighter padding, so two fit at 320 px); a third wraps whole. */}
      <div className="flex flex-wrap justify-end gap-2 max-sm:*:flex-auto max-sm:*:px-3">
        {actions}
        <ButtonLink to={cancelTo} variant="outline">
          Abbrechen
        </ButtonLink>
        <Button type="submit" pending={pending}>
          {saveLabel}
        </Button>
      </div>
    </div>
  );
}

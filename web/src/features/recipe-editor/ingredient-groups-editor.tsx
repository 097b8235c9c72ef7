import type { ClipboardEvent, KeyboardEvent } from 'react';
import type { TIngredientFields } from '@kochclip/core/recipe-parser';
import { Button } from '../../components/ui/button';
import { lineText, moved, pastedLines, readLine, typedLine, type TGroupDraft, type TLineDraft } from './editor-state';
import { FIELD_CLASSES, FieldError, RowButtons, messagesFor, thenFocus } from './editor-controls';
import { GroupFrame, GroupsList, type TGroupKind } from './group-frame';

type TGroups = TGroupDraft<TLineDraft>[];

interface TProps {
  groups: TGroups;
  errors: Record<string, string>;
  onChange: (groups: TGroups) => void;
}

const INGREDIENT_GROUPS: TGroupKind = {
  legend: 'Zutaten',
  groupWord: 'Zutatengruppe',
  errorKey: 'ingredientGroups',
  dragList: 'ingredient-groups',
  testId: 'ingredient-group',
  placeholder: 'z. B. Für den Teig',
};

/** Ingredient groups: each line typed as a person writes it and read live by the German line parser. */
export function IngredientGroupsEditor({ groups, errors, onChange }: TProps) {
  return (
    <GroupsList
      kind={INGREDIENT_GROUPS}
      groups={groups}
      error={errors.ingredientGroups}
      intro={
        <p className="text-sm text-stone-600">
          Schreib jede Zutat, wie du sie sagen würdest, z. B. „200 g Mehl, gesiebt“. Mehrere Zeilen auf einmal einfügen geht auch.
        </p>
      }
      newItem={() => typedLine()}
      onChange={onChange}
      renderGroup={(group, g, handlers) => (
        <IngredientGroup key={group.key} group={group} index={g} count={groups.length} errors={errors} {...handlers} />
      )}
    />
  );
}

interface TGroupProps {
  group: TGroupDraft<TLineDraft>;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (group: TGroupDraft<TLineDraft>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function IngredientGroup({ group, index, count, errors, onChange, onMove, onRemove }: TGroupProps) {
  const setLines = (items: TLineDraft[]) => onChange({ ...group, items });
  const insertAfter = (i: number, lines: TLineDraft[]) => {
    const last = lines.at(-1);
    const change = () => setLines([...group.items.slice(0, i + 1), ...lines, ...group.items.slice(i + 1)]);
    if (last) thenFocus(change, `${last.key}-text`);
    else change();
  };
  return (
    <GroupFrame
      kind={INGREDIENT_GROUPS}
      group={group}
      index={index}
      count={count}
      titleError={messagesFor(errors, `${group.key}.title`) ?? errors[group.key]}
      onTitle={(title) => onChange({ ...group, title })}
      onMove={onMove}
      onRemove={onRemove}
    >
      <ol className="flex flex-col gap-3">
        {group.items.map((line, i) => (
          <IngredientLine
            key={line.key}
            dragList={`lines-${group.key}`}
            line={line}
            label={`Zutat ${i + 1}${group.title.trim() ? ` (${group.title.trim()})` : ''}`}
            index={i}
            count={group.items.length}
            error={messagesFor(errors, line.key)}
            onChange={(next) => setLines(group.items.map((old) => (old.key === line.key ? next : old)))}
            onMove={(to) => setLines(moved(group.items, i, to))}
            onRemove={() => setLines(group.items.filter((old) => old.key !== line.key))}
            onEnter={() => insertAfter(i, [typedLine()])}
            onPasteLines={(lines) => {
              if (line.text.trim() === '') {
                const [first, ...rest] = lines.map((text) => typedLine(text));
                if (!first) return;
                const items = group.items.map((old) => (old.key === line.key ? first : old));
                thenFocus(
                  () => onChange({ ...group, items: [...items.slice(0, i + 1), ...rest, ...items.slice(i + 1)] }),
                  `${(rest.at(-1) ?? first).key}-text`,
                );
              } else
                insertAfter(
                  i,
                  lines.map((text) => typedLine(text)),
                );
            }}
          />
        ))}
      </ol>
      <Button variant="ghost" size="sm" className="self-start" onClick={() => insertAfter(group.items.length - 1, [typedLine()])}>
        + Zutat hinzufügen
      </Button>
    </GroupFrame>
  );
}

interface TLineProps {
  dragList: string;
  line: TLineDraft;
  label: string;
  index: number;
  count: number;
  error: string | undefined;
  onChange: (line: TLineDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onEnter: () => void;
  onPasteLines: (lines: string[]) => void;
}

const FIELD_LABELS: Record<keyof TIngredientFields, string> = { amount: 'Menge', unit: 'Einheit', name: 'Zutat', note: 'Notiz' };
const FIELD_ORDER = ['amount', 'unit', 'name', 'note'] as const;

function IngredientLine({
  dragList,
  line,
  label,
  index,
  count,
  error,
  onChange,
  onMove,
  onRemove,
  onEnter,
  onPasteLines,
}: TLineProps) {
  const k = line.key;
  const typed = (text: string) => onChange({ ...line, text, fields: readLine(text), corrected: false });
  // A corrected field rewrites the line from the fields, so line and chips say the same.
  const corrected = (field: keyof TIngredientFields, value: string) => {
    const fields = { ...line.fields, [field]: field === 'note' && value === '' ? null : value };
    onChange({ ...line, text: lineText(fields), fields, corrected: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const lines = pastedLines(event.clipboardData.getData('text/plain'));
    if (!lines) return;
    event.preventDefault();
    onPasteLines(lines);
  };
  const shown = FIELD_ORDER.filter((field) => (line.fields[field] ?? '') !== '');
  return (
    <li
      className="flex min-w-0 flex-col gap-1.5 data-dragging:opacity-60"
      data-testid="ingredient-line"
      data-drag-list={dragList}
    >
      <label htmlFor={`${k}-text`} className="sr-only">
        {label}
      </label>
      <input
        id={`${k}-text`}
        className={FIELD_CLASSES}
        value={line.text}
        placeholder="z. B. 200 g Mehl, gesiebt"
        enterKeyHint="next"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${k}-read${error ? ` ${k}-error` : ''}`}
        onChange={(event) => typed(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      <div className="flex items-start justify-between gap-2">
        <ul
          id={`${k}-read`}
          aria-label={`${label} gelesen als`}
          className="flex min-w-0 flex-wrap gap-1 pt-2"
          data-testid="ingredient-chips"
        >
          {shown.map((field) => (
            <li
              key={field}
              data-field={field}
              className="max-w-full truncate rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-900"
            >
              <span className="text-brand-700">{FIELD_LABELS[field]}: </span>
              {line.fields[field]}
            </li>
          ))}
          {line.optional && (
            <li className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-medium text-stone-800">optional</li>
          )}
        </ul>
        <RowButtons
          dragList={dragList}
          name={label}
          idPrefix={k}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <FieldError id={`${k}-error`} message={error} />
      <details className="text-sm">
        <summary className="cursor-pointer py-1 font-semibold text-brand-800">Felder bearbeiten</summary>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {FIELD_ORDER.map((field) => (
            <div key={field} className="flex min-w-0 flex-col gap-1">
              <label htmlFor={`${k}-${field}`} className="text-sm font-medium text-stone-800">
                {FIELD_LABELS[field]}
                <span className="sr-only"> ({label})</span>
              </label>
              <input
                id={`${k}-${field}`}
                className={FIELD_CLASSES}
                value={line.fields[field] ?? ''}
                onChange={(event) => corrected(field, event.target.value)}
              />
            </div>
          ))}
          <label className="col-span-2 flex items-center gap-2 py-1">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={line.optional}
              onChange={(event) => onChange({ ...line, optional: event.target.checked })}
            />
            optional<span className="sr-only"> ({label})</span>
          </label>
        </div>
      </details>
    </li>
  );
}

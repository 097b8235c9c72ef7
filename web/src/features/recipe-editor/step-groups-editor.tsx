import type { ClipboardEvent } from 'react';
import { Button } from '../../components/ui/button';
import { emptyStep, moved, pastedLines, type TGroupDraft, type TStepDraft } from './editor-state';
import { FIELD_CLASSES, FieldError, RowButtons, messagesFor, thenFocus } from './editor-controls';
import { GroupFrame, GroupsList, type TGroupKind } from './group-frame';

type TGroups = TGroupDraft<TStepDraft>[];

interface TProps {
  groups: TGroups;
  errors: Record<string, string>;
  onChange: (groups: TGroups) => void;
}

const STEP_GROUPS: TGroupKind = {
  legend: 'Zubereitung',
  groupWord: 'Schrittgruppe',
  errorKey: 'instructionGroups',
  dragList: 'step-groups',
  testId: 'step-group',
  placeholder: 'z. B. Die Soße',
};

/** Step groups with an optional title; a pasted block of several lines becomes several steps. */
export function StepGroupsEditor({ groups, errors, onChange }: TProps) {
  return (
    <GroupsList
      kind={STEP_GROUPS}
      groups={groups}
      error={errors.instructionGroups}
      newItem={() => emptyStep()}
      onChange={onChange}
      renderGroup={(group, g, handlers) => (
        <StepGroup key={group.key} group={group} index={g} count={groups.length} errors={errors} {...handlers} />
      )}
    />
  );
}

interface TGroupProps {
  group: TGroupDraft<TStepDraft>;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (group: TGroupDraft<TStepDraft>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function StepGroup({ group, index, count, errors, onChange, onMove, onRemove }: TGroupProps) {
  const setSteps = (items: TStepDraft[]) => onChange({ ...group, items });
  const pasteInto = (i: number, step: TStepDraft, texts: string[]) => {
    const added = texts.map((text) => emptyStep(text));
    const [first, ...rest] = added;
    if (!first) return;
    const keepCurrent = step.text.trim() !== '';
    const items = keepCurrent ? group.items : group.items.map((old) => (old.key === step.key ? first : old));
    const inserted = keepCurrent ? added : rest;
    thenFocus(
      () => setSteps([...items.slice(0, i + 1), ...inserted, ...items.slice(i + 1)]),
      `${(added.at(-1) ?? first).key}-text`,
    );
  };
  return (
    <GroupFrame
      kind={STEP_GROUPS}
      group={group}
      index={index}
      count={count}
      titleError={messagesFor(errors, group.key)}
      onTitle={(title) => onChange({ ...group, title })}
      onMove={onMove}
      onRemove={onRemove}
    >
      <ol className="flex flex-col gap-4">
        {group.items.map((step, i) => (
          <StepRow
            key={step.key}
            dragList={`steps-${group.key}`}
            step={step}
            label={`Schritt ${i + 1}${group.title.trim() ? ` (${group.title.trim()})` : ''}`}
            index={i}
            count={group.items.length}
            error={messagesFor(errors, step.key)}
            onChange={(next) => setSteps(group.items.map((old) => (old.key === step.key ? next : old)))}
            onMove={(to) => setSteps(moved(group.items, i, to))}
            onRemove={() => setSteps(group.items.filter((old) => old.key !== step.key))}
            onPasteLines={(texts) => pasteInto(i, step, texts)}
          />
        ))}
      </ol>
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        onClick={() => {
          const step = emptyStep();
          thenFocus(() => setSteps([...group.items, step]), `${step.key}-text`);
        }}
      >
        + Schritt hinzufügen
      </Button>
    </GroupFrame>
  );
}

interface TStepProps {
  dragList: string;
  step: TStepDraft;
  label: string;
  index: number;
  count: number;
  error: string | undefined;
  onChange: (step: TStepDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onPasteLines: (lines: string[]) => void;
}

function StepRow({ dragList, step, label, index, count, error, onChange, onMove, onRemove, onPasteLines }: TStepProps) {
  const k = step.key;
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const lines = pastedLines(event.clipboardData.getData('text/plain'));
    if (!lines) return;
    event.preventDefault();
    onPasteLines(lines);
  };
  return (
    <li className="flex min-w-0 flex-col gap-1.5 data-dragging:opacity-60" data-testid="step" data-drag-list={dragList}>
      {/* On a narrow phone the buttons wrap below the label rather than squeezing it into a column. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={`${k}-text`} className="text-sm font-semibold text-stone-800">
          {label}
        </label>
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
      <textarea
        id={`${k}-text`}
        className={FIELD_CLASSES}
        rows={3}
        value={step.text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${k}-error` : undefined}
        onChange={(event) => onChange({ ...step, text: event.target.value })}
        onPaste={onPaste}
      />
      <FieldError id={`${k}-error`} message={error} />
      <div className="grid grid-cols-2 gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${k}-duration`} className="text-sm text-stone-700">
            Dauer in Min. <span className="text-stone-500">(optional)</span>
            <span className="sr-only"> ({label})</span>
          </label>
          <input
            id={`${k}-duration`}
            className={FIELD_CLASSES}
            inputMode="numeric"
            value={step.duration}
            onChange={(event) => onChange({ ...step, duration: event.target.value })}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${k}-temperature`} className="text-sm text-stone-700">
            Temperatur <span className="text-stone-500">(optional)</span>
            <span className="sr-only"> ({label})</span>
          </label>
          <input
            id={`${k}-temperature`}
            className={FIELD_CLASSES}
            value={step.temperature}
            placeholder="z. B. 180 °C"
            onChange={(event) => onChange({ ...step, temperature: event.target.value })}
          />
        </div>
      </div>
    </li>
  );
}

import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { moved, newKey, type TGroupDraft } from './editor-state';
import { FIELD_CLASSES, FieldError, Fieldset, RowButtons, thenFocus } from './editor-controls';

/** What tells the ingredient groups and the step groups apart in the frame they share. */
export interface TGroupKind {
  /** „Zutaten“, „Zubereitung“. */
  legend: string;
  /** „Zutatengruppe“, „Schrittgruppe“: the name of an untitled group and of the add button. */
  groupWord: string;
  /** The list's key in the server's error fields and in drag lists: „ingredientGroups“, „instructionGroups“. */
  errorKey: string;
  dragList: string;
  testId: string;
  placeholder: string;
}

export const groupName = (kind: TGroupKind, group: TGroupDraft<unknown>, index: number) =>
  group.title.trim() === '' ? `${kind.groupWord} ${index + 1}` : `Gruppe „${group.title.trim()}“`;

interface TGroupsListProps<T> {
  kind: TGroupKind;
  groups: TGroupDraft<T>[];
  error: string | undefined;
  intro?: ReactNode;
  /** A new group's first item. */
  newItem: () => T;
  onChange: (groups: TGroupDraft<T>[]) => void;
  renderGroup: (
    group: TGroupDraft<T>,
    index: number,
    handlers: { onChange: (group: TGroupDraft<T>) => void; onMove: (to: number) => void; onRemove: () => void },
  ) => ReactNode;
}

/** The groups of one list with the button that adds a group (its title field takes the focus). */
export function GroupsList<T>({ kind, groups, error, intro, newItem, onChange, renderGroup }: TGroupsListProps<T>) {
  const addGroup = () => {
    const group = { key: newKey(), title: '', items: [newItem()] };
    thenFocus(() => onChange([...groups, group]), `${group.key}-title`);
  };
  return (
    <Fieldset legend={kind.legend}>
      {intro}
      <FieldError id={`${kind.errorKey}-error`} message={error} />
      {groups.map((group, g) =>
        renderGroup(group, g, {
          onChange: (next) => onChange(groups.map((old, i) => (i === g ? next : old))),
          onMove: (to) => onChange(moved(groups, g, to)),
          onRemove: () => onChange(groups.filter((_, i) => i !== g)),
        }),
      )}
      <Button variant="outline" onClick={addGroup} className="self-start">
        {kind.groupWord} hinzufügen
      </Button>
    </Fieldset>
  );
}

interface TGroupFrameProps {
  kind: TGroupKind;
  group: TGroupDraft<unknown>;
  index: number;
  count: number;
  titleError: string | undefined;
  onTitle: (title: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
}

/** One group: its optional title, the buttons that move and remove it, and its items. */
export function GroupFrame({ kind, group, index, count, titleError, onTitle, onMove, onRemove, children }: TGroupFrameProps) {
  const name = groupName(kind, group, index);
  return (
    <section
      aria-label={name}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-stone-200 bg-cream-50 p-3 data-dragging:opacity-60"
      data-testid={kind.testId}
      data-drag-list={kind.dragList}
    >
      {/* On a narrow phone the buttons wrap below the label rather than squeezing it into a column. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={`${group.key}-title`} className="text-sm font-medium text-stone-800">
          Titel der Gruppe <span className="font-normal text-stone-500">(optional)</span>
        </label>
        <RowButtons
          dragList={kind.dragList}
          name={name}
          idPrefix={group.key}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <input
        id={`${group.key}-title`}
        className={FIELD_CLASSES}
        value={group.title}
        placeholder={kind.placeholder}
        aria-invalid={titleError ? true : undefined}
        aria-describedby={titleError ? `${group.key}-error` : undefined}
        onChange={(event) => onTitle(event.target.value)}
      />
      <FieldError id={`${group.key}-error`} message={titleError} />
      {children}
    </section>
  );
}

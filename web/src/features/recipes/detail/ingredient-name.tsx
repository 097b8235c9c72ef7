/** An ingredient's name as the recipe writes it: the note after a comma in lighter text, and „optional“ marked. */
export function IngredientName({
  name,
  note,
  optional,
  noteClassName = 'text-stone-500',
}: {
  name: string;
  note?: string | null;
  optional?: boolean;
  noteClassName?: string;
}) {
  const shownNote = note?.trim();
  return (
    <span className="min-w-0">
      {name}
      {shownNote && <span className={noteClassName}>, {shownNote}</span>}
      {optional && ' '}
      {optional && (
        <span className="ml-1 inline-block rounded-full border border-current px-2 text-xs font-semibold whitespace-nowrap opacity-75">
          optional
        </span>
      )}
    </span>
  );
}

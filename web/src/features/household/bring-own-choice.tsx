/** The question joining asks: bring one's own plan, lists and pantry in, or keep them aside until leaving. */
export function BringOwnChoice({ id, checked, onChange }: { id: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="text-sm text-stone-800">
        Meinen Wochenplan, meine Einkaufslisten und meinen Vorrat mitbringen
        <span className="block text-stone-600">Sonst bleiben sie beiseite und kommen zurück, wenn du den Haushalt verlässt.</span>
      </label>
    </div>
  );
}

import { useId, useState } from 'react';
import { UploadIcon } from '../shared/extra-icons';
import { IMAGE_HINT } from './image-upload';

/** A styled picker (the native input stays for keyboard and screen readers, hidden) with the hint and the problem. */
export function ImagePicker({ onPick, problem }: { onPick: (file: File | null) => void; problem: string | null }) {
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="grid min-w-0 gap-1">
      <span id={`${id}-label`} className="text-sm font-semibold text-stone-800">
        Bild
      </span>
      <label className="flex min-w-0 cursor-pointer items-center gap-3 rounded-xl border-2 border-dashed border-cream-300 bg-white p-3 transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:border-brand-400 hover:bg-brand-50/40">
        <UploadIcon className="size-6 shrink-0 text-brand-600" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-stone-900">{chosen ?? 'Bild auswählen'}</span>
          <span className="block text-xs text-stone-600">{IMAGE_HINT}</span>
        </span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          aria-labelledby={`${id}-label`}
          aria-invalid={problem ? true : undefined}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setChosen(file?.name ?? null);
            onPick(file);
          }}
        />
      </label>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

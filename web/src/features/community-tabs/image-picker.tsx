import { useId } from 'react';
import { IMAGE_HINT } from './image-upload';

/** File input with the JPG/PNG/GIF hint and the validation text underneath. */
export function ImagePicker({ onPick, problem }: { onPick: (file: File | null) => void; problem: string | null }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        Bild
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
        className="text-sm"
      />
      <p className="text-xs text-stone-500">{IMAGE_HINT}</p>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

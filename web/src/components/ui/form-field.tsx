import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { Input } from './input';
import { Label } from './label';

interface TFormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown after the label in muted text, e.g. "(optional)". */
  labelSuffix?: string;
  hint?: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** Label, input, hint and error message, wired together for assistive technology. */
export function FormField({ label, labelSuffix, hint, error, ...inputProps }: TFormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {labelSuffix && <span className="ml-1 font-normal text-stone-500">{labelSuffix}</span>}
      </Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && !error && (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

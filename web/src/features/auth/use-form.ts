import { useState, type ChangeEvent, type FormEvent } from 'react';
import { hasErrors, type TFieldErrors } from './auth-validation';

function fieldNames<T extends object>(values: T): Array<keyof T & string> {
  return Object.keys(values).filter((key): key is keyof T & string => key in values);
}

/**
 * Form state for small forms: values, field errors, and validation that starts on the first
 * submit and then follows every change. Focus moves to the first invalid field on submit.
 */
export function useForm<T extends { [K in keyof T]: string }>(initial: T, validate: (values: T) => TFieldErrors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<TFieldErrors<T>>({});
  const [submitted, setSubmitted] = useState(false);

  const fieldProps = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors(validate(next));
    },
  });

  const handleSubmit = (onValid: (values: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      const firstInvalid = fieldNames(values).find((key) => found[key] !== undefined);
      const field = firstInvalid ? event.currentTarget.elements.namedItem(firstInvalid) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    onValid(values);
  };

  /** Shows problems the server reported for specific fields next to those fields. */
  const setServerErrors = (issues: Record<string, string>) => {
    const fromServer: TFieldErrors<T> = {};
    for (const key of fieldNames(values)) {
      const message = issues[key];
      if (message !== undefined) fromServer[key] = message;
    }
    setErrors((current) => ({ ...current, ...fromServer }));
  };

  return { values, errors, fieldProps, handleSubmit, setServerErrors };
}

import { ZLoginFields, ZRegisterFields } from '../../lib/validators';
import type { z } from 'zod';

/**
 * The forms are checked with the server's own account rules (@kochclip/core/validators), so most mistakes are
 * caught before a request. The server stays the authority; its messages are shown as toasts.
 */
export { isPossibleUsername, PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '../../lib/validators';

export interface TLoginValues {
  username: string;
  password: string;
}

export interface TRegisterValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

export type TFieldErrors<T> = Partial<Record<keyof T, string>>;

/** The first message per field of a failed check. */
function fieldErrors<T extends object>(schema: z.ZodType, values: T): TFieldErrors<T> {
  const result = schema.safeParse(values);
  const errors: TFieldErrors<T> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof T | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export function validateLogin(values: TLoginValues): TFieldErrors<TLoginValues> {
  return fieldErrors(ZLoginFields, values);
}

export function validateRegister(values: TRegisterValues): TFieldErrors<TRegisterValues> {
  return fieldErrors(ZRegisterFields, values);
}

export function hasErrors<T>(errors: TFieldErrors<T>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/** The payload the server expects: trimmed, optional names left out when empty. */
export function toRegisterInput(values: TRegisterValues) {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
  };
}

export function toLoginInput(values: TLoginValues) {
  return { username: values.username.trim(), password: values.password };
}

/**
 * Client-side checks that mirror the server's auth schemas, so most mistakes are caught
 * before a request. The server stays the authority; its messages are shown as toasts.
 */

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

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_HINT = 'Mindestens 6 Zeichen';

const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]+$/;
// Same idea as the server's check: something@domain.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateLogin(values: TLoginValues): TFieldErrors<TLoginValues> {
  const errors: TFieldErrors<TLoginValues> = {};
  if (!values.username.trim()) errors.username = 'Benutzername ist erforderlich';
  if (!values.password) errors.password = 'Passwort ist erforderlich';
  return errors;
}

function validateUsername(raw: string): string | undefined {
  const username = raw.trim();
  if (!username) return 'Benutzername ist erforderlich';
  if (username.length < 3) return 'Mindestens 3 Zeichen';
  if (username.length > 30) return 'Höchstens 30 Zeichen';
  if (!USERNAME_PATTERN.test(username)) return 'Nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich';
  return undefined;
}

function validateEmail(raw: string): string | undefined {
  const email = raw.trim();
  if (!email) return 'E-Mail ist erforderlich';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'Ungültige E-Mail-Adresse';
  return undefined;
}

function validatePassword(password: string): string | undefined {
  if (!password) return 'Passwort ist erforderlich';
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_HINT;
  if (password.length > 200) return 'Höchstens 200 Zeichen';
  return undefined;
}

function validateOptionalName(raw: string): string | undefined {
  return raw.trim().length > 50 ? 'Höchstens 50 Zeichen' : undefined;
}

export function validateRegister(values: TRegisterValues): TFieldErrors<TRegisterValues> {
  return {
    firstName: validateOptionalName(values.firstName),
    lastName: validateOptionalName(values.lastName),
    username: validateUsername(values.username),
    email: validateEmail(values.email),
    password: validatePassword(values.password),
  };
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

/** Whether a path segment can be a username at all (used by the /{username} profile route). */
export function isPossibleUsername(value: string): boolean {
  return value.length >= 3 && value.length <= 30 && USERNAME_PATTERN.test(value);
}

import { z } from 'zod';
import { isReservedUsername, RESERVED_USERNAME_MESSAGE } from './reserved-usernames';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from './username-shape';

export { isPossibleUsername, USERNAME_PATTERN } from './username-shape';

/**
 * The account rules, written once: the server's input schemas (auth.schemas.ts) are built from these, and the web
 * app checks its forms with the same schemas before sending them (browser-safe: zod only).
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_HINT = 'Mindestens 6 Zeichen';

export const ZUsername = z
  .string()
  .trim()
  .min(1, { error: 'Benutzername ist erforderlich', abort: true })
  .min(USERNAME_MIN_LENGTH, `Mindestens ${USERNAME_MIN_LENGTH} Zeichen`)
  .max(USERNAME_MAX_LENGTH, `Höchstens ${USERNAME_MAX_LENGTH} Zeichen`)
  .regex(USERNAME_PATTERN, 'Nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich');

/** A username a member may choose: also none of the app's own path names. */
export const ZNewUsername = ZUsername.refine((name) => !isReservedUsername(name), RESERVED_USERNAME_MESSAGE);

export const ZPassword = z
  .string()
  .min(1, { error: 'Passwort ist erforderlich', abort: true })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_HINT)
  .max(200, 'Höchstens 200 Zeichen');

/** A password a member sets: also not only spaces. */
export const ZNewPassword = ZPassword.refine((p) => p.trim() !== '', 'Das Passwort darf nicht nur aus Leerzeichen bestehen.');

export const ZEmail = z
  .email({ error: (issue) => (issue.input === '' ? 'E-Mail ist erforderlich' : 'Ungültige E-Mail-Adresse') })
  .trim()
  .max(254, 'Ungültige E-Mail-Adresse')
  .toLowerCase();

export const ZOptionalName = z
  .string()
  .trim()
  .max(50, 'Höchstens 50 Zeichen')
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** Login by username or e-mail address. */
export const ZLoginFields = z.object({
  username: z.string().trim().min(1, 'Benutzername ist erforderlich').max(254),
  password: z.string().min(1, 'Passwort ist erforderlich').max(200),
});

/** Checks that need the other fields (the password must not be the username or e-mail) run on the server. */
export const ZRegisterFields = z.object({
  username: ZNewUsername,
  email: ZEmail,
  password: ZNewPassword,
  firstName: ZOptionalName,
  lastName: ZOptionalName,
});

import { z } from 'zod';
import { ZTimestamp } from '../timestamp';
import { USER_ROLES } from '@kochclip/db/schema';
import { isReservedUsername, RESERVED_USERNAME_MESSAGE } from './reserved-usernames';

export const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]+$/;

export const ZUsername = z
  .string()
  .trim()
  .min(3, 'Mindestens 3 Zeichen')
  .max(30, 'Höchstens 30 Zeichen')
  .regex(USERNAME_PATTERN, 'Nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich');

export const ZPassword = z.string().min(6, 'Mindestens 6 Zeichen').max(200, 'Höchstens 200 Zeichen');

const ZOptionalName = z
  .string()
  .trim()
  .max(50, 'Höchstens 50 Zeichen')
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** Checks that need the other fields (the password must not be the username or e-mail) run in registerUser. */
export const ZRegisterInput = z.strictObject({
  username: ZUsername.refine((name) => !isReservedUsername(name), RESERVED_USERNAME_MESSAGE),
  email: z.email('Ungültige E-Mail-Adresse').trim().max(254).toLowerCase(),
  password: ZPassword.refine((p) => p.trim() !== '', 'Das Passwort darf nicht nur aus Leerzeichen bestehen.'),
  firstName: ZOptionalName,
  lastName: ZOptionalName,
});

export const ZLoginInput = z.strictObject({
  username: z.string().trim().min(1, 'Benutzername ist erforderlich').max(254),
  password: z.string().min(1, 'Passwort ist erforderlich').max(200),
});

export const ZTokenInput = ZLoginInput.extend({
  name: z.string().trim().min(1).max(60).optional(),
});

/** The signed-in member as they see themselves. Never carries hashes or payment ids. */
export const ZCurrentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  headerImageUrl: z.string().nullable(),
  role: z.enum(USER_ROLES),
  verified: z.boolean(),
  isActive: z.boolean(),
  isPremium: z.boolean(),
  premiumUntil: ZTimestamp.nullable(),
  kitchenDevices: z.array(z.string()),
  socialMediaLinks: z.record(z.string(), z.string()),
  allergies: z.array(z.string()),
  notificationsEnabled: z.boolean(),
  referralCode: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TSessionUser = z.input<typeof ZCurrentUser>;

export const ZTokenOutput = z.object({
  token: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: ZTimestamp,
});

export const ZSuccess = z.object({ success: z.literal(true) });

import { z } from 'zod';
import { ZTimestamp } from '../timestamp';
import { ZEmail, ZNewPassword } from '../validators/auth';

/** Tokens from mails are 32 base32 letters; anything else is refused before a lookup. */
const ZMailToken = z.string().trim().min(1, 'Token fehlt').max(100, 'Ungültiger Token');

export const ZPasswordResetRequest = z.strictObject({
  /** Username or e-mail address, as at login. */
  identifier: z.string().trim().min(1, 'Benutzername oder E-Mail ist erforderlich').max(254),
});
export const ZPasswordResetConfirm = z.strictObject({ token: ZMailToken, password: ZNewPassword });
export const ZVerifyEmailInput = z.strictObject({ token: ZMailToken });

export const ZChangePasswordInput = z.strictObject({
  currentPassword: z.string().min(1, 'Aktuelles Passwort ist erforderlich').max(200),
  newPassword: ZNewPassword,
});
export const ZChangeEmailInput = z.strictObject({
  email: ZEmail,
  password: z.string().min(1, 'Passwort ist erforderlich').max(200),
});

export const ZMessage = z.object({ message: z.string() });
export const ZEmailChangeRequested = ZMessage.extend({ pendingEmail: z.string() });
export const ZEmailVerified = ZMessage.extend({ email: z.string(), emailVerified: z.literal(true) });

export const ZSessionIdInput = z.strictObject({
  id: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/, 'Ungültige Sitzungs-ID'),
});
export const ZTokenIdInput = z.strictObject({
  id: z
    .number({ error: 'Ungültige Token-ID' })
    .int('Ungültige Token-ID')
    .positive('Ungültige Token-ID')
    .max(2_147_483_647, 'Ungültige Token-ID'),
});

export const ZActiveSessions = z.object({
  sessions: z.array(z.object({ id: z.string(), createdAt: ZTimestamp, expiresAt: ZTimestamp, current: z.boolean() })),
  tokens: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      createdAt: ZTimestamp,
      expiresAt: ZTimestamp,
      lastUsedAt: ZTimestamp.nullable(),
      current: z.boolean(),
    }),
  ),
});
export type TActiveSessions = z.input<typeof ZActiveSessions>;

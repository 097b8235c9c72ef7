import { z } from 'zod';
import { DATA_EXPORT_STATUSES } from '@kochclip/db/schema';
import { ZTimestamp } from '../timestamp';
import { ZEmail, ZNewPassword } from '@kochclip/core/validators';

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
  sessions: z.array(
    z.object({
      id: z.string(),
      /** Browser and system from the User-Agent at login: 'Chrome auf Android', else 'Unbekanntes Gerät'. */
      device: z.string(),
      createdAt: ZTimestamp,
      expiresAt: ZTimestamp,
      /** Last request with this session, to a few minutes; null for sessions from before it was recorded. */
      lastUsedAt: ZTimestamp.nullable(),
      current: z.boolean(),
    }),
  ),
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

export const ZDeleteAccountResult = z.object({
  success: z.literal(true),
  recipes: z.enum(['deleted', 'anonymized']),
  /** How many of the member's recipes were deleted or kept anonymously. */
  recipeCount: z.number().int(),
});

export const ZDataExportStatus = z.object({
  status: z.enum([...DATA_EXPORT_STATUSES, 'none', 'expired']).meta({
    description:
      '`none`: nie angefordert; `pending`/`running`: wird erstellt; `ready`: Download-Link gültig; `failed`; `expired`: Link abgelaufen',
  }),
  requestedAt: ZTimestamp.nullable(),
  finishedAt: ZTimestamp.nullable(),
  expiresAt: ZTimestamp.nullable(),
  sizeBytes: z.number().int().nullable(),
  /** Signed download link (24 hours), only while the export is ready. */
  downloadUrl: z.string().nullable(),
});
export type TDataExportStatus = z.input<typeof ZDataExportStatus>;

export const LEGAL_PAGES = ['impressum', 'datenschutz'] as const;
export type TLegalPageName = (typeof LEGAL_PAGES)[number];

export const ZLegalPageInput = z.object({ page: z.enum(LEGAL_PAGES, 'Unbekannte Seite') });

export const ZLegalPage = z.object({
  page: z.enum(LEGAL_PAGES),
  title: z.string(),
  /** Rendered from the operator's Markdown (raw HTML escaped), or the default page. */
  html: z.string(),
  /** true: the operator has not configured this page yet (IMPRESSUM_FILE / DATENSCHUTZ_FILE). */
  isDefault: z.boolean(),
  /** Where the source code of this instance is (AGPL-3.0-or-later, section 13). */
  sourceUrl: z.string(),
});
export type TLegalPage = z.input<typeof ZLegalPage>;

export const ZSourceCode = z.object({
  license: z.literal('AGPL-3.0-or-later'),
  sourceUrl: z.string(),
});

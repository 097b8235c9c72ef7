import { z } from 'zod';
import { DATA_EXPORT_STATUSES } from '@kochclip/db/schema';
import { ZTimestamp } from '../timestamp';

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

import { z } from 'zod';
import { ARCHIVE_ENTRY_OUTCOMES, ARCHIVE_FORMATS, ARCHIVE_IMPORT_STATUSES } from '@kochclip/db/schema';
import { ZTimestamp } from '../timestamp';

export const ZArchiveImportId = z
  .number({ error: 'Ungültige Umzugs-ID' })
  .int('Ungültige Umzugs-ID')
  .positive('Ungültige Umzugs-ID')
  .max(2_147_483_647, 'Ungültige Umzugs-ID');

export const ZArchiveImportIdInput = z.object({ id: ZArchiveImportId });

/** What the member chose for the moved-in recipes; the form offers both, „Öffentlich“ first as everywhere. */
export const ZArchiveVisibility = z.enum(['public', 'private'], { error: 'visibility muss „public“ oder „private“ sein.' });

export const ZArchiveEntry = z.object({
  position: z.number().int(),
  title: z.string(),
  outcome: z.enum(ARCHIVE_ENTRY_OUTCOMES),
  /** German: why the recipe was skipped or failed. */
  reason: z.string().nullable(),
  recipeId: z.number().int().nullable(),
});

export const ZArchiveImport = z.object({
  id: z.number().int(),
  format: z.enum(ARCHIVE_FORMATS),
  status: z.enum(ARCHIVE_IMPORT_STATUSES),
  visibility: ZArchiveVisibility,
  total: z.number().int(),
  processed: z.number().int(),
  imported: z.number().int(),
  duplicates: z.number().int(),
  failed: z.number().int(),
  /** The title of the recipe read last (the progress bar's „gerade“). */
  currentTitle: z.string().nullable(),
  /** German: why the whole archive failed. */
  error: z.string().nullable(),
  createdAt: ZTimestamp,
  finishedAt: ZTimestamp.nullable(),
  /** While running the recipes that were skipped or failed; once finished every recipe, in archive order. */
  entries: z.array(ZArchiveEntry),
});
export type TArchiveImport = z.input<typeof ZArchiveImport>;

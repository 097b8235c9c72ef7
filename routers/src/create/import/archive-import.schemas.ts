import { z } from 'zod';
import { ZArchiveEntry, ZArchiveImport, ZArchiveVisibility } from '@kochclip/core/raw-routes';

export { ZArchiveEntry, ZArchiveImport, ZArchiveVisibility };

export const ZArchiveImportId = z
  .number({ error: 'Ungültige Umzugs-ID' })
  .int('Ungültige Umzugs-ID')
  .positive('Ungültige Umzugs-ID')
  .max(2_147_483_647, 'Ungültige Umzugs-ID');

export const ZArchiveImportIdInput = z.object({ id: ZArchiveImportId });

export type TArchiveImport = z.input<typeof ZArchiveImport>;

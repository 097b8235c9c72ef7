import { z } from 'zod';

/** The original a variant was made from („Variante von <Rezept> von <Koch>“). */
export const ZVariantOf = z.object({
  /** The original's id while it exists and is public (the link); null once it was deleted or made private. */
  id: z.number().int().nullable(),
  /** Its title now, or the title it had when the variant was made (deleted or private original). */
  title: z.string(),
  /** The original's cook while the original is linked and their account active. */
  createdBy: z.object({ username: z.string(), firstName: z.string().nullable() }).nullable(),
  /** The original was deleted: „(Original gelöscht)“. */
  originalDeleted: z.boolean(),
});
export type TVariantOf = z.input<typeof ZVariantOf>;

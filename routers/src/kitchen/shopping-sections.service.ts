import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '@kochclip/db';
import { shoppingSectionChoices } from '@kochclip/db/schema';
import { isShoppingSection, type TShoppingSection } from '@kochclip/core';

/**
 * A member's own supermarket: moving 'Tofu' to the Kühlregal once puts it there on every list they fill later.
 * Keyed by the ingredient's key, so 'Tofu' and 'fester Tofu' share nothing but 'Tofu' and 'Tofus' do.
 */
export async function rememberSection(tx: TDbOrTx, choice: { userId: number; key: string; section: TShoppingSection }) {
  if (choice.key === '') return;
  await tx
    .insert(shoppingSectionChoices)
    .values({ userId: choice.userId, itemKey: choice.key, section: choice.section })
    .onConflictDoUpdate({
      target: [shoppingSectionChoices.userId, shoppingSectionChoices.itemKey],
      set: { section: choice.section, updatedAt: new Date() },
    });
}

export async function rememberedSections(tx: TDbOrTx, userId: number, keys: readonly string[]) {
  const wanted = [...new Set(keys.filter((key) => key !== ''))];
  if (wanted.length === 0) return new Map<string, TShoppingSection>();
  const rows = await tx
    .select({ key: shoppingSectionChoices.itemKey, section: shoppingSectionChoices.section })
    .from(shoppingSectionChoices)
    .where(and(eq(shoppingSectionChoices.userId, userId), inArray(shoppingSectionChoices.itemKey, wanted)));
  return new Map(rows.flatMap((row) => (isShoppingSection(row.section) ? [[row.key, row.section] as const] : [])));
}

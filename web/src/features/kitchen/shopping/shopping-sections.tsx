import { SHOPPING_SECTIONS } from '@kochclip/core';
import { ShoppingItemRow } from './shopping-item-row';
import type { TListedItem, TSection } from './shopping-types';

interface TSectionsProps {
  items: readonly TListedItem[];
  hideStaples: boolean;
  actions?: Parameters<typeof ShoppingItemRow>[0]['actions'];
}

/** Lines grouped by supermarket section in the order a shop is walked; what is in the basket goes last. */
export function ShoppingSections({ items, hideStaples, actions }: TSectionsProps) {
  const shown = hideStaples ? items.filter((item) => !item.staple) : items;
  const hidden = items.length - shown.length;
  const bySection = new Map<TSection, TListedItem[]>();
  for (const item of shown) bySection.set(item.section, [...(bySection.get(item.section) ?? []), item]);
  return (
    <div className="flex flex-col gap-6">
      {SHOPPING_SECTIONS.filter((section) => bySection.has(section)).map((section) => {
        // Open lines first, then what the pantry covers („im Vorrat“), then what is in the basket.
        const rank = (item: TListedItem) => (item.checked ? 2 : item.inPantry ? 1 : 0);
        const lines = [...(bySection.get(section) ?? [])].sort((a, b) => rank(a) - rank(b));
        return (
          <section key={section} aria-label={section} data-testid="shopping-section">
            <h2 className="mb-1 text-sm font-bold tracking-wide text-brand-800 uppercase">{section}</h2>
            <ul className="divide-y divide-cream-200 rounded-(--radius-card) bg-white px-4 shadow-card ring-1 ring-cream-200">
              {lines.map((item) => (
                <ShoppingItemRow key={item.id} item={item} actions={actions} />
              ))}
            </ul>
          </section>
        );
      })}
      {hidden > 0 && (
        <p className="text-sm text-stone-500">
          {hidden} {hidden === 1 ? 'Vorratsartikel' : 'Vorratsartikel'} ausgeblendet (Salz, Pfeffer, Öl, Wasser …).
        </p>
      )}
    </div>
  );
}

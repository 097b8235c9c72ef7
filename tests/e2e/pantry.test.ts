import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { germanDayLabel, mondayOf, todayInPlanZone } from '@kochclip/core';
import { axeViolations } from './axe';
import { useBrowser } from './browser';
import { api, signedInMember, toasts, visible } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Pfannkuchen-mit-Zimt-7';

const signedIn = (page: Page) => signedInMember(page, PASSWORD);

async function pancakesId(): Promise<number> {
  const { recipes } = await api<{ recipes: { id: number; title: string }[] }>(baseUrl, '/recipes?search=Pfannkuchen&limit=10');
  const card = recipes.find((recipe) => recipe.title === 'Pfannkuchen');
  if (!card) throw new Error('Demo-Rezept „Pfannkuchen“ fehlt.');
  return card.id;
}

describe('pantry on a 390 px phone', () => {
  it('puts a checked-off item „in den Vorrat“, shows it in the pantry and ranks a recipe in „Was kann ich kochen?“', async () => {
    const phone = await visitor(PHONE, { hasTouch: true, isMobile: true });
    await signedIn(phone);
    const recipeId = await pancakesId();
    const list = (await (await phone.request.post('/api/shopping-lists', { data: {} })).json()) as { id: number };
    await phone.request.post(`/api/shopping-lists/${list.id}/recipes`, { data: { recipeId } });

    await phone.goto(`/einkaufsliste/${list.id}`);
    const milk = phone.getByRole('checkbox', { name: '500 ml Milch' });
    await visible(milk);
    await phone.getByRole('button', { name: 'Weitere Aktionen für 500 ml Milch' }).click();
    await phone.getByRole('menuitem', { name: 'In den Vorrat' }).click();
    await visible(toasts(phone).getByText('„Milch“ steht jetzt in deinem Vorrat.'));
    expect(await milk.isChecked()).toBe(true);

    await phone.goto('/vorrat');
    await visible(phone.getByRole('heading', { name: 'Vorrat', exact: true }));
    const items = phone.getByTestId('pantry-item');
    await visible(items.filter({ hasText: 'Milch' }).getByText('500 ml'));
    await phone.getByLabel('Zutat', { exact: true }).fill('Mehl');
    await phone.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
    await visible(items.filter({ hasText: 'Mehl' }));
    await phone.getByRole('button', { name: '+ Eier' }).click();
    await phone.getByRole('button', { name: '+ Butter' }).click();
    await visible(items.filter({ hasText: 'Butter' }));
    await visible(items.filter({ hasText: 'Eier' }));
    expect(await axeViolations(phone)).toEqual([]);
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // On the list, what the pantry covers is marked, and not counted as open.
    await phone.goto(`/einkaufsliste/${list.id}`);
    const flour = phone.getByTestId('shopping-item').filter({ hasText: 'Weizenmehl' });
    await visible(flour.getByText('im Vorrat'));

    await phone.goto('/was-kann-ich-kochen');
    const pancakes = phone
      .getByTestId('cookable-recipe')
      .filter({ has: phone.getByRole('link', { name: 'Pfannkuchen', exact: true }) });
    await visible(pancakes);
    await visible(pancakes.getByText('4 von 5 Zutaten im Vorrat (80 %)'));
    await visible(pancakes.getByText('Es fehlt: Mineralwasser mit Kohlensäure'));
    expect(await axeViolations(phone)).toEqual([]);
  });

  it('adds a free-text entry to the meal plan', async () => {
    const phone = await visitor(PHONE, { hasTouch: true, isMobile: true });
    await signedIn(phone);
    const monday = mondayOf(todayInPlanZone());
    await phone.goto('/wochenplan');
    await visible(phone.getByRole('heading', { name: 'Wochenplan', exact: true }));
    await phone.getByRole('button', { name: `Rezept für ${germanDayLabel(monday)}, Abendessen hinzufügen` }).click();
    const dialog = phone.getByRole('dialog', { name: 'Rezept einplanen' });
    await dialog.getByRole('button', { name: 'Essen gehen' }).click();
    expect(await axeViolations(phone)).toEqual([]);
    await dialog.getByRole('button', { name: 'Eintragen' }).click();
    const slot = phone.getByRole('group', { name: `${germanDayLabel(monday)} – Abendessen` });
    await visible(slot.getByRole('article', { name: 'Essen gehen' }));
    await visible(slot.getByRole('button', { name: 'Essen gehen wöchentlich wiederholen' }));
  });
});

import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { uniqueUsername, visible } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);

describe('cookbook print view', () => {
  it('prints each recipe’s ingredient and step groups under their titles, as the recipe print view does', async () => {
    const page = await visitor();
    const username = uniqueUsername();
    const registered = await page.request.post('/api/register', {
      data: { username, email: `${username}@example.de`, password: 'Zwiebelkuchen-mit-Speck-7' },
    });
    expect(registered.status()).toBe(200);
    const recipe = await page.request.post('/api/recipes', {
      data: {
        title: 'Zwiebelkuchen zum Drucken',
        ingredientGroups: [
          { title: 'Für den Teig', ingredients: [{ amount: '200', unit: 'g', name: 'Mehl', note: 'gesiebt' }] },
          { title: 'Für den Belag', ingredients: [{ amount: '1', unit: 'kg', name: 'Zwiebeln' }] },
        ],
        instructionGroups: [
          { title: 'Teig', steps: [{ step: 'Kneten.' }] },
          { title: 'Belag', steps: [{ step: 'Backen.' }] },
        ],
      },
    });
    expect(recipe.status()).toBe(200);
    const book = await page.request.post('/api/cookbooks', { data: { title: 'Zum Drucken' } });
    const bookId = ((await book.json()) as { id: number }).id;
    const recipeId = ((await recipe.json()) as { id: number }).id;
    expect((await page.request.post(`/api/cookbooks/${bookId}/recipes`, { data: { recipeId } })).status()).toBe(200);

    await page.goto(`/cookbooks/${bookId}/drucken`);
    const printed = page.locator('article').filter({ hasText: 'Zwiebelkuchen zum Drucken' });
    await visible(printed.getByRole('heading', { level: 4, name: 'Für den Teig' }));
    const headings = await printed.getByRole('heading', { level: 4 }).allInnerTexts();
    expect(headings).toEqual(['Für den Teig', 'Für den Belag', 'Teig', 'Belag']);
    expect(await printed.getByTestId('print-ingredient').allInnerTexts()).toEqual(['200 g Mehl, gesiebt', '1 kg Zwiebeln']);
  });
});

import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Shared helpers of the recipe browser tests. */
export const WAIT = { timeout: 15_000 };

export interface TApiIngredient {
  name: string;
  amount: string;
  unit: string;
}

export interface TApiRecipe {
  id: number;
  title: string;
  servings: number;
  ingredients: TApiIngredient[];
  totalIngredients: number;
  totalInstructions: number;
}

export const visible = (locator: Locator) => locator.waitFor({ state: 'visible', ...WAIT });
export const hidden = (locator: Locator) => locator.waitFor({ state: 'hidden', ...WAIT });
export const atPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, WAIT);
/**
 * After a creation in the web app: a new result opens as a draft in the editor, which is saved as it is
 * („Speichern“); a video or page made into a recipe before (or a community match) opens as that recipe at once.
 * Answers the recipe's id.
 */
export async function savedFromDraft(page: Page): Promise<number> {
  await page.waitForURL(/\/(recipe|rezept\/entwurf)\/\d+$/, WAIT);
  if (new URL(page.url()).pathname.startsWith('/rezept/entwurf/')) {
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.waitForURL(/\/recipe\/\d+$/, WAIT);
  }
  return Number(new URL(page.url()).pathname.split('/').pop());
}
export const cards = (page: Page) => page.getByTestId('recipe-card');
export const toasts = (page: Page) => page.getByRole('region', { name: 'Benachrichtigungen (F8)' });

/** A JSON call to the REST API without cookies (as an outside client). */
export async function api<T>(baseUrl: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, init);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A popular recipe for 4 whose first ingredient has a plain number, so scaling 4 -> 6 visibly changes it. */
export async function scalableRecipe(baseUrl: string): Promise<TApiRecipe> {
  const { recipes } = await api<{ recipes: Array<{ id: number; servings: number }> }>(baseUrl, '/recipes?limit=50&sort=popular');
  for (const card of recipes.filter((recipe) => recipe.servings === 4)) {
    const detail = await api<TApiRecipe>(baseUrl, `/recipes/${card.id}`);
    const first = detail.ingredients[0];
    if (first && /^\d+$/.test(first.amount) && detail.totalIngredients > detail.ingredients.length) return detail;
  }
  throw new Error('Kein Demo-Rezept für 4 Portionen mit Mengenangabe gefunden.');
}

export function uniqueUsername(): string {
  return `rezept_${Date.now().toString(36)}_${Math.floor(Math.random() * 1000)}`;
}

/** Registers a new member through the REST API inside the page's context, so the browser holds the session cookie. */
export async function signedInMember(page: Page, password: string): Promise<string> {
  const username = uniqueUsername();
  const response = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.de`, password },
  });
  expect(response.status()).toBe(200);
  return username;
}

/** The distinct categories of the cards on screen. */
export async function shownCategories(page: Page): Promise<string[]> {
  const texts = await cards(page).evaluateAll((elements) => elements.map((el) => el.querySelector('p')?.textContent ?? ''));
  return [...new Set(texts)].sort();
}

export async function likeCount(page: Page): Promise<number> {
  const text = await page.getByTestId('like-count').innerText();
  return Number(text.replace(/\./g, ''));
}

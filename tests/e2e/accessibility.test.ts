import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { DESKTOP, MOBILE, useBrowser } from './browser';
import { api } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);

type TViewport = { width: number; height: number };

async function signIn(page: Page, username: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username, password: 'kochclip-demo' } });
  expect(response.status()).toBe(200);
}

/** Waits until the page has settled: no request running, no skeleton left. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.animate-pulse')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

/** axe on the page and on every tab panel it holds. */
async function pageViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await settled(page);
  const found = (await axeViolations(page)).map((line) => `${path}: ${line}`);
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  for (let i = 0; i < count; i += 1) {
    const tab = tabs.nth(i);
    if (!(await tab.isVisible()) || (await tab.getAttribute('aria-selected')) === 'true') continue;
    const name = (await tab.innerText()).trim();
    await tab.click();
    await settled(page);
    found.push(...(await axeViolations(page)).map((line) => `${path} [${name}]: ${line}`));
  }
  return found;
}

async function expectNoViolations(paths: string[], viewport: TViewport, username?: string): Promise<void> {
  const page = await visitor(viewport);
  if (username) await signIn(page, username);
  const found: string[] = [];
  for (const path of paths) found.push(...(await pageViolations(page, path)));
  expect(found, found.join('\n')).toEqual([]);
}

async function recipePaths(): Promise<string[]> {
  const { recipes } = await api<{ recipes: Array<{ id: number; imageUrl: string | null }> }>(
    baseUrl,
    '/recipes?limit=50&sort=popular',
  );
  const withPhoto = recipes.find((recipe) => recipe.imageUrl);
  const withoutPhoto = recipes.find((recipe) => !recipe.imageUrl);
  return [withPhoto, withoutPhoto].flatMap((recipe) => (recipe ? [`/recipe/${recipe.id}`] : []));
}

const PUBLIC_PAGES = ['/', '/recipes', '/community', '/u/anna', '/auth', '/u/niemand_hier', '/gibt/es/nicht'];
const MEMBER_PAGES = [
  '/',
  '/profile',
  '/settings',
  '/cookbooks',
  '/create',
  '/einkaufsliste',
  '/wochenplan',
  '/haushalt',
  '/premium',
];

describe('accessibility (axe-core) of every page', () => {
  for (const [label, viewport] of [
    ['1280 px', DESKTOP],
    ['375 px', MOBILE],
  ] as const) {
    it(`finds no violation on the public pages as a visitor at ${label}`, async () => {
      const paths = [...PUBLIC_PAGES, ...(await recipePaths())];
      await expectNoViolations(paths, viewport);
    }, 240_000);

    it(`finds no violation on the member pages as a member at ${label}`, async () => {
      const recipes = await recipePaths();
      const paths = [...MEMBER_PAGES, ...recipes, ...recipes.slice(0, 1).map((path) => `${path}/kochen`)];
      await expectNoViolations(paths, viewport, 'max');
    }, 240_000);
  }

  it('finds no violation on the pages of a premium member', async () => {
    await expectNoViolations(['/premium', '/profile', '/u/anna', ...(await recipePaths())], DESKTOP, 'anna');
  }, 240_000);

  it('finds no violation in the admin area, as tables at 1280 px and as cards at 375 px', async () => {
    await expectNoViolations(['/admin'], DESKTOP, 'admin');
    await expectNoViolations(['/admin'], MOBILE, 'admin');
  }, 240_000);
});

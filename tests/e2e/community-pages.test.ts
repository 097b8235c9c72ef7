import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { api, uniqueUsername, visible, WAIT } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);

/** A member signed in outside the browser, as a script would be; returns the session cookie. */
async function scriptedMember(): Promise<string> {
  const username = uniqueUsername();
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.de`, password: 'Kuerbissuppe-2026' }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith('kc_session='));
  if (!cookie) throw new Error('Keine Sitzung nach der Registrierung.');
  return cookie.split(';')[0] ?? '';
}

async function writeComment(cookie: string, recipeId: number, content: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/recipes/${recipeId}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ content }),
  });
  expect(res.status, await res.text()).toBe(200);
}

describe('the comments tab of a much-discussed recipe', () => {
  it('shows the newest 20 comments and loads the older ones when scrolled to the end', async () => {
    const { recipes } = await api<{ recipes: Array<{ id: number }> }>(baseUrl, '/recipes?limit=50&sort=popular');
    const recipe = recipes.at(-1);
    if (!recipe) throw new Error('Keine Demo-Rezepte.');
    const marker = `Seite-${Date.now().toString(36)}`;
    // Three members stay within the comment budget of one member (10 a minute).
    const members = await Promise.all([scriptedMember(), scriptedMember(), scriptedMember()]);
    for (let i = 0; i < 24; i += 1) await writeComment(members[i % 3] ?? '', recipe.id, `${marker} Nummer ${i + 1}`);

    const page = await visitor();
    await page.goto(`/recipe/${recipe.id}`);
    await page.getByRole('tab', { name: 'Kommentare' }).click();
    const list = page.getByRole('list', { name: 'Kommentare' });
    await visible(list.getByText(`${marker} Nummer 24`, { exact: true }));
    const oldest = list.getByText(`${marker} Nummer 1`, { exact: true });
    expect(await oldest.count()).toBe(0);
    expect(await list.locator(':scope > li').count()).toBe(20);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await visible(oldest);
    await expect.poll(() => list.locator(':scope > li').count(), WAIT).toBeGreaterThanOrEqual(24);
    for (let i = 1; i <= 24; i += 1) expect(await list.getByText(`${marker} Nummer ${i}`, { exact: true }).count()).toBe(1);
  });
});

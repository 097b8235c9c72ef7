import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { hidden, toasts, uniqueUsername, visible } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);

async function signedIn(page: Page): Promise<void> {
  const username = uniqueUsername();
  const response = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.de`, password: 'Zwiebelkuchen-mit-Speck-7' },
  });
  expect(response.status()).toBe(200);
}

const content = (title: string, description: string) => ({
  title,
  description,
  ingredientGroups: [{ title: null, ingredients: [{ amount: '1', unit: 'kg', name: 'Kartoffeln' }] }],
  instructionGroups: [{ title: null, steps: [{ step: 'Kochen.' }] }],
});

describe('Meldungen in the admin dashboard', () => {
  it('shows „Gemeldete Version N“ of a reported recipe and that version as it was, after the author changed it', async () => {
    const author = await visitor();
    await signedIn(author);
    const title = `Kartoffelsalat ${Date.now().toString(36)}`;
    const created = await author.request.post('/api/recipes', { data: content(title, 'Schwäbisch.') });
    const id = ((await created.json()) as { id: number }).id;
    const put = (version: number, description: string) =>
      author.request.put(`/api/recipes/${id}`, { data: { ...content(title, description), version } });
    expect((await put(1, 'Kauft meine Kurse auf example.com!')).status()).toBe(200);
    const reporter = await visitor();
    await signedIn(reporter);
    expect((await reporter.request.post('/api/reports', { data: { type: 'recipe', id, reason: 'Spam' } })).status()).toBe(200);
    expect((await put(2, 'Schwäbisch, mit Brühe.')).status()).toBe(200);

    const admin = await visitor();
    const login = await admin.request.post('/api/login', { data: { username: 'admin', password: 'kochclip-demo' } });
    expect(login.status()).toBe(200);
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: /^Meldungen \(\d+\)$/ }).click();
    const item = admin.getByRole('listitem').filter({ has: admin.getByRole('link', { name: title }) });
    await visible(item.getByText('Gemeldete Version 2', { exact: false }).first());
    await item.getByRole('button', { name: 'Gemeldete Version 2 ansehen' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Gemeldete Version 2' });
    await visible(dialog.getByText('Kauft meine Kurse auf example.com!'));
    expect(await dialog.getByText('Schwäbisch, mit Brühe.').count()).toBe(0);
    await admin.keyboard.press('Escape');
    await hidden(dialog);

    // Leaves nothing open for the other dashboard tests.
    await item.getByRole('button', { name: 'Meldung verwerfen' }).click();
    await visible(toasts(admin).getByRole('status'));
    await hidden(item);
  });
});

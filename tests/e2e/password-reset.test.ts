import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { parseMail, type TReceivedMail } from '../support/smtp';
import { useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const WAIT = { timeout: 15_000 };
const visitor = useBrowser(baseUrl);

/** The .eml file the server wrote for `to` with `subject` (no SMTP_URL in the browser tests). */
async function mailFile(to: string, subject: string): Promise<TReceivedMail> {
  const until = Date.now() + 20_000;
  for (;;) {
    const names = await readdir(mailDir).catch(() => []);
    for (const name of names) {
      const mail = parseMail(await readFile(path.join(mailDir, name), 'utf8'), [to]);
      if (mail.subject === subject && new RegExp(`^To: ${to}$`, 'm').test(mail.raw)) return mail;
    }
    if (Date.now() > until) throw new Error(`Keine E-Mail „${subject}“ an ${to} in ${mailDir}.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function registered(page: Page) {
  const username = `pw_${Date.now().toString(36)}`;
  const email = `${username}@example.de`;
  const res = await page.request.post('/api/register', { data: { username, email, password: 'Alter-Schluessel-1' } });
  expect(res.status()).toBe(200);
  return { username, email };
}

describe('Passwort vergessen', () => {
  it('resets the password through the link in the mail and ends the old session', async () => {
    const oldDevice = await visitor();
    const { username, email } = await registered(oldDevice);

    const page = await visitor();
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.getByLabel('Benutzername oder E-Mail').fill(email);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await page.getByRole('status').getByText('Wenn es ein Konto mit diesen Angaben gibt').waitFor(WAIT);

    const mail = await mailFile(email, 'Dein neues Passwort für Kochclip');
    const link = /https?:\/\/\S+\/passwort-zuruecksetzen\?token=[a-z0-9]+/.exec(mail.text)?.[0];
    expect(link?.startsWith(baseUrl)).toBe(true);
    await page.goto(link ?? '');
    await page.getByLabel('Neues Passwort').fill('Neuer-Schluessel-2');
    await page.getByLabel('Passwort wiederholen').fill('Neuer-Schluessel-2');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText(`Du bist jetzt angemeldet, ${username}.`, { exact: true }).waitFor(WAIT);
    await page.waitForURL(`${baseUrl}/`, WAIT);

    expect((await oldDevice.request.get('/api/user')).status()).toBe(401);
    await page.goto('/settings');
    await page.getByRole('button', { name: /Sitzungen und API-Tokens/ }).click();
    // The session the reset opened, named by this browser's User-Agent.
    const own = page.getByRole('list', { name: 'Aktive Sitzungen' }).getByRole('listitem').filter({ hasText: 'Dieses Gerät' });
    await own.getByText('Chrome auf Linux').waitFor(WAIT);
    await page.getByRole('button', { name: /E-Mail-Adresse/ }).click();
    await page.getByText(`${email} · bestätigt`).waitFor(WAIT);

    await page.goto(link ?? '');
    await page.getByLabel('Neues Passwort').fill('Dritter-Schluessel-3');
    await page.getByLabel('Passwort wiederholen').fill('Dritter-Schluessel-3');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Der Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.').waitFor(WAIT);
  });
});

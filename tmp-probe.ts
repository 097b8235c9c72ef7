import { chromium } from 'playwright-core';
const launchBrowser = () => chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
async function newVisitor(b: import('playwright-core').Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await b.newContext({ baseURL, viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  return { page: await context.newPage() };
}
const base = 'http://127.0.0.1:41873';
const browser = await launchBrowser();
const width = Number(process.argv[2] ?? 390);
const { page } = await newVisitor(browser, base, { width, height: 800 });
await page.request.post('/api/login', { data: { username: 'admin', password: 'kochclip-demo' } });
await page.goto('/admin');
await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
const tabs = await page.getByRole('tab').all();
for (const tab of tabs) {
  const name = await tab.innerText();
  const box = await tab.boundingBox();
  console.log('TAB', name, JSON.stringify(box));
}
for (const name of ['Benutzer', 'Rezepte', 'Analytics', 'KI-Bilder', 'Push', 'System', 'Meldungen']) {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await page.waitForTimeout(2500);
  const res = await page.evaluate((w) => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.right > w + 0.5 && r.width > 0) {
        const parentOver = el.parentElement && el.parentElement.getBoundingClientRect().right > w + 0.5;
        if (!parentOver) out.push(`${el.tagName}.${String(el.className).slice(0, 80)} right=${Math.round(r.right)} text=${(el.textContent ?? '').slice(0, 40)}`);
      }
    }
    return { sw: document.documentElement.scrollWidth, out: out.slice(0, 12) };
  }, width);
  console.log(name, res.sw, '\n  ' + res.out.join('\n  '));
}
await page.screenshot({ path: '/tmp/admin-probe.png', fullPage: false });
await browser.close();

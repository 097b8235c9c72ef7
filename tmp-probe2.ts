import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ baseURL: 'http://127.0.0.1:41873', viewport: { width: 390, height: 800 }, locale: 'de-DE' });
const page = await context.newPage();
await page.request.post('/api/login', { data: { username: 'admin', password: 'kochclip-demo' } });
await page.goto('/admin');
await page.getByRole('tab', { name: process.argv[2] ?? 'KI-Bilder' }).click();
await page.waitForTimeout(3000);
const out = await page.evaluate(() => {
  const panel = document.querySelector('[role="tabpanel"]')!;
  const rows: [number, string][] = [];
  for (const el of Array.from(panel.querySelectorAll('*')) as HTMLElement[]) {
    const old = el.style.width;
    el.style.width = 'min-content';
    const w = el.offsetWidth;
    el.style.width = old;
    rows.push([w, `${el.tagName}.${String(el.className).slice(0, 70)} :: ${(el.textContent ?? '').slice(0, 50)}`]);
  }
  return rows.sort((a, b) => b[0] - a[0]).slice(0, 15);
});
for (const r of out) console.log(r[0], r[1]);
await browser.close();

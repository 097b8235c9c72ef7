import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ baseURL: 'http://127.0.0.1:41873', viewport: { width: Number(process.argv[4] ?? 390), height: 800 }, locale: 'de-DE' });
const page = await context.newPage();
if (process.argv[5] !== 'visitor') await page.request.post('/api/login', { data: { username: process.argv[5] ?? 'admin', password: 'kochclip-demo' } });
await page.goto(process.argv[2] ?? '/admin');
await page.waitForTimeout(2000);
if (process.argv[3] && process.argv[3] !== '-') { await page.getByRole('tab', { name: new RegExp('^' + process.argv[3]) }).click(); await page.waitForTimeout(2500); }
await page.screenshot({ path: '/tmp/admin-shot.png', fullPage: process.argv[6] === 'full' });
await browser.close();

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Debian's Chromium; no browser is ever downloaded. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 740 } as const;

/** A phone's touch screen instead of a mouse. */
export interface TDeviceOptions {
  hasTouch?: boolean;
  isMobile?: boolean;
}

/** A fresh, cookie-less browser context (one visitor) with German locale. */
export async function newVisitor(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP,
  device: TDeviceOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    ...device,
  });
  const page = await context.newPage();
  return { context, page };
}

/** One browser per test file; the returned `visitor()` opens a fresh context that is closed afterwards. */
export function useBrowser(
  baseUrl: string,
): (viewport?: { width: number; height: number }, device?: TDeviceOptions) => Promise<Page> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return async (viewport = DESKTOP, device = {}) => {
    if (!browser) throw new Error('Der Browser wurde noch nicht gestartet.');
    const { context, page } = await newVisitor(browser, baseUrl, viewport, device);
    contexts.push(context);
    return page;
  };
}

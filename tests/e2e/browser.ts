import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';

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
  const goto = page.goto.bind(page);
  // A person reads a page before touching it; a test clicks at once. On a page the server rendered, a click before
  // React took the markup over (hydrateRoot, after the page's code arrived) does nothing, so a test waits for it.
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilHydrated(page);
    return response;
  };
  return { context, page };
}

/**
 * Resolves once React runs in `#root` and the page's heading (when it has one) belongs to it: at once on a page
 * the app draws itself, after hydration on a page the server rendered.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root) return true;
    const reactOwns = (node: Element) => Object.keys(node).some((key) => key.startsWith('__react'));
    const heading = root.querySelector('h1');
    return reactOwns(root) && (heading === null || reactOwns(heading));
  });
}

/**
 * One browser per test file; the returned `visitor()` opens a fresh context, closed when the test that opened it
 * ends (one opened outside a test, in a `beforeAll`, when the file ends). A page left open keeps polling, running
 * its timers and animating beside every later test of the file: on a 2-core machine the browser was the largest
 * consumer of CPU time in the whole suite.
 */
export function useBrowser(
  baseUrl: string,
): (viewport?: { width: number; height: number }, device?: TDeviceOptions) => Promise<Page> {
  let browser: Browser | undefined;
  const contexts = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all([...contexts].map((context) => context.close()));
    await browser?.close();
  });
  return async (viewport = DESKTOP, device = {}) => {
    if (!browser) throw new Error('Der Browser wurde noch nicht gestartet.');
    const { context, page } = await newVisitor(browser, baseUrl, viewport, device);
    contexts.add(context);
    try {
      onTestFinished(async () => {
        contexts.delete(context);
        await context.close();
      });
    } catch {
      // Opened outside a test: closed with the browser in afterAll.
    }
    return page;
  };
}

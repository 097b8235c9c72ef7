import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';

/** What a browser's push service hands out: a public https endpoint and the keys to encrypt for this device. */
export interface TStubSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A subscription as Chrome's push service (FCM) would return it, on a literal public address (no DNS in tests). */
export function browserLikeSubscription(): TStubSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://142.250.185.74/fcm/send/${randomBytes(12).toString('base64url')}:APA91b${randomBytes(60).toString('base64url')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** Read back from the page: the options of every `pushManager.subscribe` call, the key as base64url. */
export interface TSubscribeCall {
  userVisibleOnly: boolean;
  applicationServerKey: string;
}

/**
 * Headless Chromium has no push service to talk to, so `PushManager.subscribe` and `getSubscription` are replaced
 * by a stand-in for that far side: it answers with `subscription` and remembers it in local storage (so other
 * pages of the site see it, as with a real browser). Everything else (permission, service worker, our API) is real.
 */
export async function stubPushManager(page: Page, subscription: TStubSubscription): Promise<void> {
  await page.addInitScript((sub: TStubSubscription) => {
    const STORED = 'e2e-push-subscription';
    const toBase64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const fromBase64Url = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)).buffer;
    const calls: TSubscribeCall[] = [];
    Object.assign(window, { __pushSubscribeCalls: calls });
    const make = () => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: (name: 'p256dh' | 'auth') => fromBase64Url(sub.keys[name]),
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { ...sub.keys } }),
      unsubscribe: () => {
        localStorage.removeItem(STORED);
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const bytes =
        key instanceof ArrayBuffer
          ? new Uint8Array(key)
          : ArrayBuffer.isView(key)
            ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength)
            : null;
      calls.push({
        userVisibleOnly: options?.userVisibleOnly ?? false,
        applicationServerKey: bytes ? toBase64Url(bytes) : typeof key === 'string' ? key : '',
      });
      localStorage.setItem(STORED, '1');
      return Promise.resolve(make() as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(localStorage.getItem(STORED) ? (make() as unknown as PushSubscription) : null);
    };
  }, subscription);
}

export function subscribeCalls(page: Page): Promise<TSubscribeCall[]> {
  return page.evaluate(() => (window as unknown as { __pushSubscribeCalls: TSubscribeCall[] }).__pushSubscribeCalls);
}

import { serviceWorkerRegistration } from '../pwa/service-worker-registration';

export type TPushState = 'loading' | 'unsupported' | 'unsubscribed' | 'subscribed';

export const PERMISSION_DENIED = 'Benachrichtigungen sind im Browser blockiert. Bitte erlaube sie in den Website-Einstellungen.';
export const UNSUPPORTED = 'Dein Browser unterstützt keine Push-Benachrichtigungen.';

export function isPushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await serviceWorkerRegistration();
  return registration.pushManager.getSubscription();
}

/** Asks permission first; null when the member says no (nothing is subscribed then). */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription | null> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return null;
  const registration = await serviceWorkerRegistration();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/** The body POST /api/push/subscribe expects. */
export function subscriptionBody(subscription: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

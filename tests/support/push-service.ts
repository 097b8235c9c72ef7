import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT_DIR } from '@kochclip/server';

export interface TBrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface TFakePushService {
  url: string;
  /** Subscribes a fake browser with our VAPID key, as PushManager.subscribe would. */
  subscribe: (applicationServerKey: string) => Promise<TBrowserSubscription>;
  /** Decrypted payloads the endpoint received. */
  messages: (clientHash: string) => Promise<string[]>;
  /** The browser drops the subscription: the endpoint answers 410 from now on. */
  expire: (clientHash: string) => Promise<void>;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A real push service on loopback (npm web-push-testing): checks the VAPID signature, decrypts the RFC 8291
 * payload and answers 201, or 410 for an expired subscription. Runs as a child process of its own.
 */
export async function startFakePushService(): Promise<TFakePushService> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT_DIR, 'node_modules/web-push-testing/src/bin/server.js'), String(port)], {
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const post = async (route: string, body?: unknown) => {
    const res = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    return { status: res.status, json: (await res.json().catch(() => ({}))) as { data?: unknown } };
  };
  for (let tries = 0; ; tries += 1) {
    const ready = await post('/status').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (tries > 100) throw new Error('web-push-testing did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async subscribe(applicationServerKey) {
      const res = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      if (res.status !== 200) throw new Error(`subscribe failed: ${JSON.stringify(res.json)}`);
      return res.json.data as TBrowserSubscription;
    },
    async messages(clientHash) {
      const res = await post('/get-notifications', { clientHash });
      return (res.json.data as { messages?: string[] } | undefined)?.messages ?? [];
    },
    async expire(clientHash) {
      const res = await post(`/expire-subscription/${clientHash}`);
      if (res.status !== 200) throw new Error('expire failed');
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

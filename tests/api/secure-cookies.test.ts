import { afterAll, describe, expect, it } from 'vitest';
import { HttpClient, uniqueUser } from '../support/http';
import { startTestServer, type TTestServer } from '../support/server';

const servers: TTestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function sessionCookieFrom(options: Parameters<typeof startTestServer>[1], headers: Record<string, string> = {}) {
  const server = await startTestServer({}, options);
  servers.push(server);
  const res = await new HttpClient(server.url, headers).post('/api/register', uniqueUser('secure'));
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('kc_session='));
  expect(cookie).toBeDefined();
  return cookie ?? '';
}

describe('session cookie Secure flag', () => {
  it('is Secure when the public origin is https, even when TLS ends at a proxy that is not trusted', async () => {
    expect(await sessionCookieFrom({ publicOrigin: 'https://kochclip.example' })).toMatch(/;\s*Secure/i);
  });

  it('is Secure behind a trusted proxy that forwards https', async () => {
    const cookie = await sessionCookieFrom({ publicOrigin: 'https://kochclip.example', trustProxy: true }, { 'x-forwarded-proto': 'https' });
    expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('is Secure behind a trusted proxy that forwards https even without a configured origin', async () => {
    expect(await sessionCookieFrom({ trustProxy: true }, { 'x-forwarded-proto': 'https' })).toMatch(/;\s*Secure/i);
  });

  it('is not Secure for a plain-http local origin, so local development over http keeps its session', async () => {
    expect(await sessionCookieFrom({ publicOrigin: 'http://localhost:3000' })).not.toMatch(/Secure/i);
  });
});

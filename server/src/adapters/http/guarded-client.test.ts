import type { LookupAddress } from 'node:dns';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedClient, GuardError, guardedLookup, hostAllowed, VIDEO_HOSTS, type TResolver } from './guarded-client';
import { isForbiddenAddress } from './ip-policy';

const resolveTo =
  (...addresses: string[]): TResolver =>
  () =>
    Promise.resolve(addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })));

async function guardReason(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GuardError);
  return (error as GuardError).reason;
}

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.178.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:8.8.8.8',
    'fd12:3456::1',
    'fc00::1',
    'fe80::1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    '[::1]',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '142.250.185.206', '157.240.20.35', '2a00:1450:4001:82b::200e', '2a03:2880:f12f:83:face:b00c::25de'])(
    'allows public %s',
    (address) => {
      expect(isForbiddenAddress(address)).toBe(false);
    },
  );
});

describe('hostAllowed', () => {
  it.each([
    ['www.youtube.com', true],
    ['i.ytimg.com', true],
    ['p16-sign-va.tiktokcdn.com', true],
    ['scontent-fra3-1.cdninstagram.com', true],
    ['scontent.xx.fbcdn.net', true],
    ['tiktokcdn.com', false],
    ['evil-tiktokcdn.com', false],
    ['youtube.com.evil.example', false],
    ['www.youtube.com.', false],
    ['example.org', false],
  ])('%s -> %s', (host, allowed) => {
    expect(hostAllowed(host, VIDEO_HOSTS)).toBe(allowed);
  });
});

describe('guarded client', () => {
  it.each([
    'http://www.youtube.com/oembed',
    'https://127.0.0.1/',
    'https://[::1]/',
    'https://169.254.169.254/latest/meta-data/',
    'https://www.youtube.com:8443/',
    'https://user@www.youtube.com/',
    'https://example.org/',
    'file:///etc/passwd',
  ])('refuses to request %s before any connection', async (url) => {
    const client = createGuardedClient({ resolve: () => Promise.reject(new Error('must not resolve')) });
    expect(['url', 'host', 'address']).toContain(await guardReason(client.get(url)));
  });

  it('refuses an allowed host whose DNS answer is a private address (checked at connect time)', async () => {
    for (const address of ['127.0.0.1', '10.0.0.7', '169.254.169.254', '::1', '::ffff:127.0.0.1', 'fd00::1']) {
      const client = createGuardedClient({ resolve: resolveTo(address) });
      expect(await guardReason(client.get('https://www.youtube.com/oembed?url=x'))).toBe('address');
    }
  });

  it('refuses when any of several DNS answers is private, so the socket cannot pick it', async () => {
    const client = createGuardedClient({ resolve: resolveTo('142.250.185.206', '127.0.0.1') });
    expect(await guardReason(client.get('https://www.youtube.com/'))).toBe('address');
  });

  it('lookup hands public addresses to the socket in both lookup styles', async () => {
    const lookup = guardedLookup(resolveTo('142.250.185.206', '2a00:1450:4001:82b::200e'));
    const single = await new Promise((resolve, reject) => {
      lookup('www.youtube.com', { family: 4 }, (error, address) => (error ? reject(error) : resolve(address)));
    });
    expect(single).toBe('142.250.185.206');
    const all = await new Promise((resolve, reject) => {
      lookup('www.youtube.com', { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
    });
    expect(all).toHaveLength(2);
  });
});

describe('guarded client limits (msw in place of the hosts)', () => {
  const hosts = setupServer(
    http.get('https://www.youtube.com/big', () => new HttpResponse(new Uint8Array(3 * 1024 * 1024))),
    http.get('https://www.youtube.com/slow', async () => {
      await delay(2000);
      return HttpResponse.text('zu spät');
    }),
    http.get('https://www.youtube.com/hop', () => new HttpResponse(null, { status: 301, headers: { location: '/ziel?x=1' } })),
    http.get('https://www.youtube.com/ziel', () => HttpResponse.text('angekommen')),
  );
  beforeAll(() => hosts.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => hosts.close());

  it('stops reading a body over 2 MB', async () => {
    expect(await guardReason(createGuardedClient().get('https://www.youtube.com/big'))).toBe('size');
  });

  it('gives up on a response slower than the timeouts', async () => {
    const client = createGuardedClient({ connectTimeoutMs: 100, readTimeoutMs: 200 });
    expect(await guardReason(client.get('https://www.youtube.com/slow'))).toBe('timeout');
  });

  it('follows a relative redirect on an allowed host', async () => {
    const response = await createGuardedClient().get('https://www.youtube.com/hop');
    expect(response.body.toString()).toBe('angekommen');
    expect(response.url).toBe('https://www.youtube.com/ziel?x=1');
  });
});

describe('guarded client for web pages (any public host)', () => {
  const pages = (resolve: TResolver) => createGuardedClient({ allowedHosts: 'public', allowHttp: true, resolve });

  it.each([
    'http://127.0.0.1/',
    'http://[::1]/',
    'http://2130706433/',
    'https://rezepte.example.de:8080/',
    'https://koch:geheim@rezepte.example.de/',
    'http://localhost/',
    'gopher://rezepte.example.de/',
  ])('refuses %s before resolving', async (url) => {
    const client = pages(() => Promise.reject(new Error('must not resolve')));
    expect(['url', 'host', 'address']).toContain(await guardReason(client.get(url)));
  });

  it('checks the DNS answer before the request: one private address among public ones is enough to refuse', async () => {
    for (const answer of [['10.1.2.3'], ['169.254.169.254'], ['142.250.185.206', '127.0.0.1'], ['fd00::1']]) {
      expect(await guardReason(pages(resolveTo(...answer)).get('https://rezepte.example.de/'))).toBe('address');
    }
  });

  it('fails as unreachable when the host has no address', async () => {
    expect(await guardReason(pages(() => Promise.reject(new Error('ENOTFOUND'))).get('https://rezepte.example.de/'))).toBe(
      'network',
    );
  });
});

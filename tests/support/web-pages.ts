import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LookupAddress } from 'node:dns';
import type { TResolver } from '@kochclip/server';

/** A documentation address (RFC 5737 ranges are refused), taken as "some public server" by the fake DNS. */
export const PUBLIC_ADDRESS = '93.184.216.34';

/** Hosts the fake DNS sends to private or special addresses: what an attacker's own domain can resolve to. */
export const PRIVATE_HOSTS: Record<string, string[]> = {
  'intern.rezepte-test.de': ['10.0.0.5'],
  'metadaten.rezepte-test.de': ['169.254.169.254'],
  'lokal.rezepte-test.de': ['127.0.0.1'],
  'v6lokal.rezepte-test.de': ['::1'],
  'gemappt.rezepte-test.de': ['::ffff:127.0.0.1'],
  'gemischt.rezepte-test.de': [PUBLIC_ADDRESS, '192.168.178.1'],
};

/**
 * DNS for the website client in tests: the private hosts above, `*.invalid` not found, every other host public
 * (msw answers them at the edge, and refuses any request a test did not expect).
 */
export const fakeDns: TResolver = (hostname) => {
  const host = hostname.toLowerCase();
  if (host.endsWith('.invalid'))
    return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }));
  const addresses = PRIVATE_HOSTS[host] ?? [PUBLIC_ADDRESS];
  return Promise.resolve(addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })));
};

/** An evaluation page (tests/fixtures/import) as bytes. */
export function fixturePage(set: 'tuning' | 'blind', id: string): Buffer {
  return readFileSync(path.resolve(import.meta.dirname, '../fixtures/import', set, `${id}.html`));
}

export const htmlResponseInit = (charset = 'utf-8') => ({ headers: { 'content-type': `text/html; charset=${charset}` } });

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { TEndpointVerdict } from '@kochclip/routers/ports';
import type { TResolver } from '../http/guarded-client';
import { isForbiddenAddress } from '../http/ip-policy';

export interface TPushEndpointPolicy {
  /** Name resolution; tests inject a fixed table. */
  resolve?: TResolver;
  /**
   * Test configuration only: admits http endpoints on loopback addresses, where a local fake push service
   * listens. Never set in production; there only https on public addresses is delivered to.
   */
  allowLoopback?: boolean;
}

const RESOLVE_TIMEOUT_MS = 3_000;

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const isLoopback = (address: string) => loopback.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

export const systemResolve: TResolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Namensauflösung dauerte zu lange')), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export function isAllowedAddress(address: string, policy: TPushEndpointPolicy): boolean {
  if (policy.allowLoopback && isIP(address) !== 0 && isLoopback(address)) return true;
  return !isForbiddenAddress(address);
}

function allowedUrl(raw: string, policy: TPushEndpointPolicy): URL | null {
  if (!URL.canParse(raw)) return null;
  const url = new URL(raw);
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url;
  return url.protocol === 'http:' && policy.allowLoopback ? url : null;
}

/**
 * An endpoint we may push to: https, and its host (literal or every resolved address) public. A name that
 * does not resolve now is `unresolved`, not refused: DNS failures and timeouts pass, and the member retries.
 */
export async function checkEndpoint(raw: string, policy: TPushEndpointPolicy): Promise<TEndpointVerdict> {
  const url = allowedUrl(raw, policy);
  if (!url) return 'refused';
  // Plain http is only ever the loopback fake of a test configuration.
  const admitted = (address: string) => (url.protocol === 'http:' ? isLoopback(address) : isAllowedAddress(address, policy));
  const verdict = (ok: boolean): TEndpointVerdict => (ok ? 'deliverable' : 'refused');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return verdict(admitted(host));
  let addresses: LookupAddress[];
  try {
    addresses = await withTimeout((policy.resolve ?? systemResolve)(host), RESOLVE_TIMEOUT_MS);
  } catch {
    return 'unresolved';
  }
  if (addresses.length === 0) return 'unresolved';
  return verdict(addresses.every((a) => admitted(a.address)));
}

/**
 * The address check again at connect time, on the address actually connected to, so a DNS answer that
 * changed since the subscription was stored (rebinding) cannot reach an internal host.
 */
export function pushLookup(policy: TPushEndpointPolicy): LookupFunction {
  const resolve = policy.resolve ?? systemResolve;
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const wanted =
          options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        const refused = wanted.find((a) => !isAllowedAddress(a.address, policy));
        if (wanted.length === 0 || refused) return callback(new Error(`Adresse für ${hostname} nicht erlaubt`), '', 4);
        if (options.all) return callback(null, wanted);
        const [first] = wanted;
        return first ? callback(null, first.address, first.family) : callback(new Error('keine Adresse'), '', 4);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), '', 4),
    );
  };
}

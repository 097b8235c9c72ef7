import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isForbiddenAddress } from './ip-policy';

/** Hosts the server may contact: the public pages, oEmbed endpoints and image CDNs of the supported platforms. */
export const VIDEO_HOSTS: readonly string[] = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'i.ytimg.com',
  'tiktok.com',
  'www.tiktok.com',
  'vm.tiktok.com',
  '*.tiktokcdn.com',
  'instagram.com',
  'www.instagram.com',
  '*.cdninstagram.com',
  '*.fbcdn.net',
];

export type TGuardReason = 'url' | 'host' | 'address' | 'redirects' | 'size' | 'timeout' | 'network';

/** A refused or failed outbound request; callers turn it into the user's German message. */
export class GuardError extends Error {
  override readonly name = 'GuardError';
  constructor(
    readonly reason: TGuardReason,
    message: string,
  ) {
    super(message);
  }
}

/** dns.lookup's shape for `all: true`, so tests can inject a resolver. */
export type TResolver = (hostname: string) => Promise<LookupAddress[]>;

export interface TGuardedClientOptions {
  /** Hosts that may be contacted; 'public' allows any host whose every DNS answer is a public address (web pages). */
  allowedHosts?: readonly string[] | 'public';
  /** Plain http as well as https (web pages; video hosts are https only). */
  allowHttp?: boolean;
  resolve?: TResolver;
  maxRedirects?: number;
  maxBytes?: number;
  connectTimeoutMs?: number;
  readTimeoutMs?: number;
  userAgent?: string;
}

export interface TGuardedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The final URL after redirects. */
  url: string;
}

export interface TGuardedClient {
  get: (url: string, options?: { accept?: string }) => Promise<TGuardedResponse>;
  /** Throws GuardError when the URL may not be requested at all (scheme, host, credentials, port). */
  assertAllowedUrl: (url: string) => URL;
}

const systemResolve: TResolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

export function hostAllowed(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowedHosts.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern,
  );
}

/**
 * The address check runs inside the socket's lookup, i.e. on the address actually connected to, so a DNS
 * answer that changes between a check and the connect (rebinding) cannot slip through.
 */
export function guardedLookup(resolve: TResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const wanted =
          options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        if (wanted.length === 0) return callback(new GuardError('network', `keine Adresse für ${hostname}`), '', 4);
        const forbidden = wanted.find((a) => isForbiddenAddress(a.address));
        if (forbidden)
          return callback(new GuardError('address', `verbotene Adresse ${forbidden.address} für ${hostname}`), '', 4);
        if (options.all) return callback(null, wanted);
        const [first] = wanted;
        return first ? callback(null, first.address, first.family) : callback(new GuardError('network', 'keine Adresse'), '', 4);
      },
      (error: unknown) => callback(error instanceof Error ? error : new GuardError('network', String(error)), '', 4),
    );
  };
}

/** How the website import introduces itself to the pages it reads. */
export const WEBSITE_USER_AGENT = 'Mozilla/5.0 (compatible; KochclipBot/1.0; Rezept-Import; +https://kochclip.de/bot)';

export function createGuardedClient(options: TGuardedClientOptions = {}): TGuardedClient {
  const allowedHosts = options.allowedHosts ?? VIDEO_HOSTS;
  const resolve = options.resolve ?? systemResolve;
  const maxRedirects = options.maxRedirects ?? 3;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const readTimeoutMs = options.readTimeoutMs ?? 10_000;
  const lookup = guardedLookup(resolve);
  const userAgent = options.userAgent ?? 'Mozilla/5.0 (compatible; KochclipBot/1.0; +https://kochclip.de)';

  function assertAllowedUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new GuardError('url', 'ungültige URL');
    }
    const schemeAllowed = url.protocol === 'https:' || (options.allowHttp === true && url.protocol === 'http:');
    if (!schemeAllowed) throw new GuardError('url', `Schema ${url.protocol} nicht erlaubt`);
    if (url.username || url.password) throw new GuardError('url', 'Zugangsdaten in der URL');
    if (url.port !== '') throw new GuardError('url', 'eigener Port nicht erlaubt');
    if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) throw new GuardError('address', 'IP-Adressen sind nicht erlaubt');
    if (allowedHosts === 'public') {
      if (!url.hostname.includes('.') || url.hostname.endsWith('.')) throw new GuardError('host', `Host ${url.hostname} nicht erlaubt`);
    } else if (!hostAllowed(url.hostname, allowedHosts)) throw new GuardError('host', `Host ${url.hostname} nicht erlaubt`);
    return url;
  }

  /**
   * For any public host the DNS answer is checked before the request as well (every address must be public), so
   * a refusal names the address; the lookup at connect time checks the address actually used again.
   */
  async function assertPublicHost(url: URL): Promise<void> {
    if (allowedHosts !== 'public') return;
    let addresses: LookupAddress[];
    try {
      addresses = await resolve(url.hostname);
    } catch (error) {
      throw new GuardError('network', `keine Adresse für ${url.hostname}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (addresses.length === 0) throw new GuardError('network', `keine Adresse für ${url.hostname}`);
    const forbidden = addresses.find((a) => isForbiddenAddress(a.address));
    if (forbidden) throw new GuardError('address', `verbotene Adresse ${forbidden.address} für ${url.hostname}`);
  }

  function once(url: URL, accept: string): Promise<TGuardedResponse> {
    return new Promise((resolve, reject) => {
      let settled = false;
      const fail = (error: GuardError) => {
        if (settled) return;
        settled = true;
        clearTimeout(connectTimer);
        clearTimeout(deadline);
        request.destroy();
        reject(error);
      };
      // agent: false gives every request its own socket, so no connection is reused past the address check.
      const request = (url.protocol === 'http:' ? http : https).request(url, {
        method: 'GET',
        agent: false,
        lookup,
        headers: { accept, 'user-agent': userAgent, 'accept-language': 'de-DE,de;q=0.9' },
      });
      const connectTimer = setTimeout(
        () => fail(new GuardError('timeout', 'Verbindungsaufbau dauerte zu lange')),
        connectTimeoutMs,
      );
      // The idle timeout alone would let a server drip one byte at a time forever.
      const deadline = setTimeout(
        () => fail(new GuardError('timeout', 'Antwort dauerte zu lange')),
        connectTimeoutMs + readTimeoutMs,
      );
      request.on('socket', (socket) => {
        socket.once('connect', () => clearTimeout(connectTimer));
        socket.setTimeout(readTimeoutMs, () => fail(new GuardError('timeout', 'Antwort dauerte zu lange')));
      });
      request.on('error', (error) => fail(error instanceof GuardError ? error : new GuardError('network', error.message)));
      request.on('response', (response) => {
        clearTimeout(connectTimer);
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > maxBytes) return fail(new GuardError('size', 'Antwort zu groß'));
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return fail(new GuardError('size', 'Antwort zu groß'));
          chunks.push(chunk);
        });
        response.on('error', (error) => fail(new GuardError('network', error.message)));
        response.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            url: url.toString(),
          });
        });
      });
      request.end();
    });
  }

  async function get(raw: string, { accept = '*/*' } = {}): Promise<TGuardedResponse> {
    let url = assertAllowedUrl(raw);
    for (let redirects = 0; ; redirects += 1) {
      await assertPublicHost(url);
      const response = await once(url, accept);
      const location = response.headers.location;
      if (response.status < 300 || response.status >= 400 || !location) return response;
      if (redirects >= maxRedirects) throw new GuardError('redirects', 'zu viele Weiterleitungen');
      url = assertAllowedUrl(new URL(location, url).toString());
    }
  }

  return { get, assertAllowedUrl };
}

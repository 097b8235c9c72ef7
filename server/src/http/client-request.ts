import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/**
 * The request as the context adapter and the CSRF check read it. Express's request fits as it is; the REST
 * layer, which answers before Express, gives a `ClientRequest`.
 */
export interface TClientRequest {
  readonly headers: IncomingHttpHeaders;
  readonly ip: string | undefined;
  readonly secure: boolean;
}

/** Node joins repeated X-Forwarded-* headers into one; the type still allows a list. */
function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

function firstListValue(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const comma = header.indexOf(',');
  return comma === -1 ? header : header.slice(0, comma);
}

/**
 * The client's address, scheme and host as Express gives them (`req.ip`, `req.protocol`, `req.host`) with
 * `trust proxy` set to a boolean, the only setting TRUST_PROXY allows: trusted, the proxy's X-Forwarded-For
 * (its leftmost address), X-Forwarded-Proto and X-Forwarded-Host count; untrusted, only the socket and Host.
 * Read when asked: most requests need none of them (tests/unit/client-request.test.ts compares with Express).
 */
export class ClientRequest implements TClientRequest {
  constructor(
    readonly raw: IncomingMessage,
    private readonly trustProxy: boolean,
  ) {}

  get headers(): IncomingHttpHeaders {
    return this.raw.headers;
  }

  get method(): string | undefined {
    return this.raw.method;
  }

  get ip(): string | undefined {
    const forwarded = this.trustProxy ? headerText(this.raw.headers['x-forwarded-for']) : undefined;
    if (forwarded) {
      // proxy-addr's reading: entries are separated by commas, spaces around them do not count, empty ones are skipped.
      for (const entry of forwarded.split(',')) {
        const address = entry.replace(/^ +| +$/g, '');
        if (address) return address;
      }
    }
    return this.raw.socket.remoteAddress;
  }

  get protocol(): string {
    const own = (this.raw.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    if (!this.trustProxy) return own;
    return (firstListValue(headerText(this.raw.headers['x-forwarded-proto'])) || own).trim();
  }

  get secure(): boolean {
    return this.protocol === 'https';
  }

  get host(): string | undefined {
    const forwarded = this.trustProxy ? headerText(this.raw.headers['x-forwarded-host']) : undefined;
    if (forwarded) return firstListValue(forwarded)?.trimEnd() || undefined;
    return this.raw.headers.host || undefined;
  }
}

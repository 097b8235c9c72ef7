import { parse as parseCookies, serialize } from 'cookie';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Request } from 'express';
import type { TDb } from '@kochclip/db';
import {
  validateApiToken,
  validateSessionToken,
  databaseUnavailableError,
  createContextInner,
  type TAppConfig,
  type TContext,
  type TCookieJar,
} from '@kochclip/routers/server';
import { noteRequestMember } from './http/request-scope';

export const SESSION_COOKIE = 'kc_session';

/** What the context reads of a request: its headers and, as Express derives them (trust proxy), address and scheme. */
type TClientRequest = Pick<Request, 'headers' | 'ip' | 'secure'>;

export interface TContextDeps {
  db: TDb;
  config: TAppConfig;
  creator?: TContext['creator'];
  jobs?: TContext['jobs'];
  /** The public origin is HTTPS: cookies are Secure even when a proxy that is not trusted terminates TLS. */
  secureCookies?: boolean;
  push?: TContext['push'];
  speech?: TContext['speech'];
  media?: TContext['media'];
  payments?: TContext['payments'];
  allergyInterpreter?: TContext['allergyInterpreter'];
  admin?: TContext['admin'];
  accountFiles?: TContext['accountFiles'];
  legal?: TContext['legal'];
}

function cookieJar(req: TClientRequest, res: Pick<ServerResponse, 'appendHeader'>, alwaysSecure: boolean): TCookieJar {
  // Read when a cookie is set: most requests set none, and req.secure asks the trust-proxy setting.
  const base = () => ({ httpOnly: true, sameSite: 'lax' as const, path: '/', secure: alwaysSecure || req.secure });
  return {
    setSession: (token, expiresAt) => {
      res.appendHeader('Set-Cookie', serialize(SESSION_COOKIE, token, { ...base(), expires: expiresAt }));
    },
    clearSession: () => {
      res.appendHeader('Set-Cookie', serialize(SESSION_COOKIE, '', { ...base(), maxAge: 0 }));
    },
  };
}

export function bearerToken(req: { headers: IncomingHttpHeaders }): string | undefined {
  const header = req.headers.authorization;
  if (!header?.toLowerCase().startsWith('bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

export function sessionCookie(req: { headers: IncomingHttpHeaders }): string | undefined {
  return req.headers.cookie ? parseCookies(req.headers.cookie)[SESSION_COOKIE] : undefined;
}

/** The origin the client addressed (Host header and scheme), when the Host header is a plain host name. */
export function requestOrigin(req: TClientRequest): string | null {
  const host = req.headers.host;
  if (!host || !/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return null;
  return `${req.secure ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/** One adapter for tRPC, REST and the upload routes: bearer token first, then the session cookie. */
export function createContextFactory(deps: TContextDeps) {
  return async function createContext(
    req: TClientRequest,
    res: Pick<ServerResponse, 'appendHeader'>,
    transport: TContext['transport'],
  ): Promise<TContext> {
    const cookies = cookieJar(req, res, deps.secureCookies ?? false);
    const bearer = bearerToken(req);
    const cookieToken = bearer ? undefined : sessionCookie(req);
    let validated = null;
    try {
      if (bearer) validated = await validateApiToken(deps.db, bearer);
      else if (cookieToken) {
        validated = await validateSessionToken(deps.db, cookieToken);
        if (!validated) cookies.clearSession();
        else if (validated.renewed) cookies.setSession(cookieToken, validated.session.expiresAt);
      }
    } catch (error) {
      throw databaseUnavailableError(error) ?? error;
    }
    noteRequestMember(validated?.user.id ?? null);
    return createContextInner({
      db: deps.db,
      config: deps.config,
      user: validated?.user ?? null,
      session: validated?.session ?? null,
      clientIp: req.ip ?? 'unknown',
      userAgent: req.headers['user-agent'] ?? null,
      origin: requestOrigin(req),
      transport,
      cookies,
      creator: deps.creator,
      jobs: deps.jobs,
      push: deps.push,
      speech: deps.speech,
      media: deps.media,
      payments: deps.payments,
      allergyInterpreter: deps.allergyInterpreter,
      // Headers only for REST answers: a tRPC batch is one response for several calls.
      responseHeaders: transport === 'rest' ? { append: (name, value) => res.appendHeader(name, value) } : undefined,
      admin: deps.admin,
      accountFiles: deps.accountFiles,
      legal: deps.legal,
    });
  };
}
export type TCreateContext = ReturnType<typeof createContextFactory>;

import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

/** What the work done for one request needs to know about it, wherever that work runs in the process. */
export interface TRequestScope {
  /** The client's address as the app sees it (TRUST_PROXY decides whether X-Forwarded-For counts). */
  address: string;
  /** The signed-in member, once the request's session or token has been checked. */
  memberId: number | null;
}

const scopes = new AsyncLocalStorage<TRequestScope>();

/** First in the pipeline: every request's work runs inside its own scope. */
export function requestScope(): RequestHandler {
  return (req, _res, next) => scopes.run({ address: req.ip ?? 'unknown', memberId: null }, next);
}

/** Called where the session is checked (createContext), so later work in the request knows the member. */
export function noteRequestMember(memberId: number | null): void {
  const scope = scopes.getStore();
  if (scope && memberId !== null) scope.memberId = memberId;
}

/** Who work started now is for: the member, else the client address; null outside a request (jobs). */
export function requestOwner(): string | null {
  const scope = scopes.getStore();
  if (!scope) return null;
  return scope.memberId === null ? `address:${scope.address}` : `member:${scope.memberId}`;
}

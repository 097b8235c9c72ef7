import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

/** What the work done for one request needs to know about it, wherever that work runs in the process. */
export interface TRequestScope {
  /** The client's X-Request-Id when it is a plain token, else one we made; answered in the X-Request-Id header. */
  requestId: string;
  /** The client's address as the app sees it (TRUST_PROXY decides whether X-Forwarded-For counts). */
  address: string;
  /** The signed-in member, once the request's session or token has been checked. */
  memberId: number | null;
  /** A background job started for the request (the id came with the job's data): its work has no client as owner. */
  job?: true;
}

const scopes = new AsyncLocalStorage<TRequestScope>();

/** A request id a proxy or client may send: letters, digits and `._:-`, at most 64 (it lands in logs verbatim). */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** First in the pipeline: every request's work runs inside its own scope, under its request id. */
export function requestScope(): RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    scopes.run({ requestId, address: req.ip ?? 'unknown', memberId: null }, next);
  };
}

/** The scope of the request this code runs for, if any (null in jobs and at startup). */
export function currentRequestScope(): Readonly<TRequestScope> | null {
  return scopes.getStore() ?? null;
}

/**
 * The id an error body names: the request's, or outside any request (a listener on another port, a job) a fresh
 * one, so every error body has one to quote.
 */
export function currentRequestId(): string {
  return scopes.getStore()?.requestId ?? randomUUID();
}

/** A background job's run under the id of the request that queued it, so its log lines carry that id. */
export function runInJobScope<T>(requestId: string | undefined, work: () => T): T {
  if (requestId === undefined || !REQUEST_ID.test(requestId)) return work();
  return scopes.run({ requestId, address: 'job', memberId: null, job: true }, work);
}

/** Called where the session is checked (createContext), so later work in the request knows the member. */
export function noteRequestMember(memberId: number | null): void {
  const scope = scopes.getStore();
  if (scope && memberId !== null) scope.memberId = memberId;
}

/** Who work started now is for: the member, else the client address; null outside a request (jobs). */
export function requestOwner(): string | null {
  const scope = scopes.getStore();
  if (!scope || scope.job) return null;
  return scope.memberId === null ? `address:${scope.address}` : `member:${scope.memberId}`;
}

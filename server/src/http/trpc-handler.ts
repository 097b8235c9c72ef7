import type { AnyRouter, inferRouterContext } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { resolveResponse, type HTTPErrorHandler, type ResponseMetaFn, type TRPCRequestInfo } from '@trpc/server/http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { currentRequestId } from './request-scope';

export interface TTrpcHandlerOptions<TRouter extends AnyRouter> {
  router: TRouter;
  createContext: (req: Request, res: Response, info: TRPCRequestInfo) => Promise<inferRouterContext<TRouter>>;
  responseMeta?: ResponseMetaFn<TRouter>;
  /** Called for every failed call (`req` is the fetch Request tRPC resolved). */
  onError?: HTTPErrorHandler<TRouter, globalThis.Request>;
}

/**
 * /trpc as an Express handler on tRPC's own request resolution (`resolveResponse` from `@trpc/server/http`, which
 * its adapters are built on): the answer is read whole and written at once with Content-Length. tRPC's Express
 * adapter pipes the same answer through a web stream as a chunked body, two socket writes and the stream's
 * machinery per request (docs/performance.md). The web app's httpBatchLink asks for one JSON answer; a client
 * asking for a streamed batch (`trpc-accept: application/jsonl`) gets its lines together at the end. The request's
 * abort signal (the client went away) reaches the procedures as with the adapter.
 */
export function trpcHandler<TRouter extends AnyRouter>(opts: TTrpcHandlerOptions<TRouter>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      const response = await resolveResponse<TRouter>({
        router: opts.router,
        req: incomingMessageToRequest(req, res, { maxBodySize: null }),
        // As tRPC's Express adapter reads it: the calls are the last path segment.
        path: req.path.slice(req.path.lastIndexOf('/') + 1),
        error: null,
        createContext: async ({ info }) => opts.createContext(req, res, info),
        responseMeta: opts.responseMeta,
        onError: opts.onError,
      });
      const body = withRequestId(await response.text(), response);
      if (res.statusCode === 200) res.statusCode = response.status;
      for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.appendHeader('Set-Cookie', cookies);
      res.end(body);
    })().catch(next);
  };
}

interface TTrpcEnvelope {
  error?: { data?: Record<string, unknown> };
}

/**
 * Every failed call's `error.data` names the request id, as the REST error body does. Written here rather than in
 * the router's errorFormatter because a refusal before the context exists (batch cap, body limits, an unreachable
 * database while the session is checked) is formatted without a context to read it from. Only answers that carry
 * an error are parsed (status other than 200: a single error or a batch of mixed results, 207).
 */
function withRequestId(body: string, response: globalThis.Response): string {
  if (response.status === 200 || !response.headers.get('content-type')?.startsWith('application/json')) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  const requestId = currentRequestId();
  for (const envelope of (Array.isArray(parsed) ? parsed : [parsed]) as TTrpcEnvelope[]) {
    if (envelope.error?.data) envelope.error.data.requestId = requestId;
  }
  return JSON.stringify(parsed);
}

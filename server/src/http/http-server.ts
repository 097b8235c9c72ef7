import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface THttpTimeouts {
  HTTP_HEADERS_TIMEOUT_SECONDS: number;
  HTTP_REQUEST_TIMEOUT_SECONDS: number;
  HTTP_IDLE_TIMEOUT_SECONDS: number;
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: number;
}

/**
 * The HTTP server with deliberate limits for slow or stalled clients (all in .env.example and docs/features.md):
 * - headers must arrive within HTTP_HEADERS_TIMEOUT_SECONDS (10): a client that drips them byte by byte gets 408;
 * - a whole request, body included, within HTTP_REQUEST_TIMEOUT_SECONDS (120: a 10 MB upload over a slow phone link);
 * - a connection on which nothing moves for HTTP_IDLE_TIMEOUT_SECONDS (30) is closed, such as a POST that announces
 *   more body than it sends, but never while the server itself works on a request it has read whole: that request
 *   ends in the answer its own deadline gives (media task 400, media queue 503, LLM 503, page fetch 502), not in a
 *   socket closed under it;
 * - an idle keep-alive connection is closed after HTTP_KEEP_ALIVE_TIMEOUT_SECONDS (5).
 * Node checks the header and request timeouts every second instead of every 30 s.
 */
export function createHttpServer(listener: RequestListener, timeouts: THttpTimeouts): Server {
  /** The request each connection is answering right now (HTTP/1.1 answers one at a time per connection). */
  const answering = new WeakMap<Socket, IncomingMessage>();
  const tracked: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    answering.set(socket, req);
    const done = () => {
      if (answering.get(socket) === req) answering.delete(socket);
    };
    res.once('finish', done);
    res.once('close', done);
    listener(req, res);
  };
  const server = createServer(
    {
      headersTimeout: timeouts.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeout: timeouts.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveTimeout: timeouts.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      connectionsCheckingInterval: 1000,
    },
    tracked,
  );
  server.setTimeout(timeouts.HTTP_IDLE_TIMEOUT_SECONDS * 1000, (socket: Socket) => {
    // The client has sent everything and waits for us: the work's own deadline answers it.
    if (answering.get(socket)?.complete) return;
    socket.destroy();
  });
  return server;
}

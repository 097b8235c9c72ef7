import { createServer, type RequestListener, type Server } from 'node:http';

export interface THttpTimeouts {
  HTTP_HEADERS_TIMEOUT_SECONDS: number;
  HTTP_REQUEST_TIMEOUT_SECONDS: number;
  HTTP_IDLE_TIMEOUT_SECONDS: number;
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: number;
}

/**
 * The HTTP server with deliberate limits for slow or stalled clients (all in .env.example and the README):
 * - headers must arrive within HTTP_HEADERS_TIMEOUT_SECONDS (10): a client that drips them byte by byte gets 408;
 * - a whole request, body included, within HTTP_REQUEST_TIMEOUT_SECONDS (120: a 10 MB upload over a slow phone link);
 * - a connection on which nothing moves for HTTP_IDLE_TIMEOUT_SECONDS (30) is closed, such as a POST that announces
 *   more body than it sends;
 * - an idle keep-alive connection is closed after HTTP_KEEP_ALIVE_TIMEOUT_SECONDS (5).
 * Node checks the header and request timeouts every second instead of every 30 s.
 */
export function createHttpServer(listener: RequestListener, timeouts: THttpTimeouts): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeout: timeouts.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveTimeout: timeouts.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      connectionsCheckingInterval: 1000,
    },
    listener,
  );
  server.setTimeout(timeouts.HTTP_IDLE_TIMEOUT_SECONDS * 1000, (socket) => socket.destroy());
  return server;
}

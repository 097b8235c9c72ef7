import type { Server } from 'node:http';

/** What the app needs to know about shutting down: whether it is draining (readiness answers 503). */
export interface TLifecycle {
  isDraining: () => boolean;
}

export interface TDrainOptions {
  /** How long requests in flight (long uploads) may take after draining starts. */
  drainSeconds: number;
  log: (line: string) => void;
}

/**
 * Graceful stop in two steps. Draining: readiness answers 503 so the load balancer stops sending traffic,
 * the port stays open and every answer says `Connection: close`, requests in flight run on. The server
 * closes when none is left or the drain window ends, whichever comes first.
 */
export function createDrainController({ drainSeconds, log }: TDrainOptions) {
  let draining = false;
  let inFlight = 0;
  let server: Server | undefined;
  let closed: Promise<void> | undefined;

  const close = () => {
    closed ??= new Promise<void>((resolve) => {
      if (!server?.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return closed;
  };

  return {
    lifecycle: { isDraining: () => draining } satisfies TLifecycle,
    attach: (listening: Server) => {
      server = listening;
      listening.on('request', (_req, res) => {
        inFlight += 1;
        res.once('close', () => {
          inFlight -= 1;
          if (draining && inFlight === 0) void close();
        });
      });
    },
    /** Starts draining; resolves once the server is closed. */
    drain: (): Promise<void> => {
      if (!draining) {
        draining = true;
        server?.closeIdleConnections();
        if (inFlight === 0) return close();
        log(`Warte auf ${inFlight} laufende Anfrage(n), höchstens ${drainSeconds} s …`);
        setTimeout(() => {
          if (inFlight > 0) log(`Drain-Fenster abgelaufen: ${inFlight} Anfrage(n) werden abgebrochen.`);
          void close();
        }, drainSeconds * 1000).unref();
      }
      return closed ?? new Promise<void>((resolve) => (server ? server.once('close', () => resolve()) : resolve()));
    },
  };
}

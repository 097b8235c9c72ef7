import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export type TProxyMode = 'forward' | 'blackhole';

export interface TTcpProxy {
  port: number;
  /** Drops every open connection; new ones are accepted but never answered (a database that hangs). */
  cut: () => void;
  /** Drops every open connection and stops listening (a database that is down: connection refused). */
  stop: () => Promise<void>;
  /** Forwards again, listening on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

/** A TCP proxy the test owns, between the app and PostgreSQL, so a test can take the database away. */
export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TTcpProxy> {
  let mode: TProxyMode = 'forward';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (mode === 'blackhole') return;
    const upstream = connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    cut: () => {
      mode = 'blackhole';
      dropAll();
    },
    stop: () => {
      dropAll();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
    restore: async () => {
      mode = 'forward';
      dropAll();
      if (!server.listening) await listen(port);
    },
    close: () => {
      dropAll();
      return new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    },
  };
}

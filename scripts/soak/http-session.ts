import http from 'node:http';
import type { Recorder, TKindClass, TVerdict } from './recorder';

const REQUEST_TIMEOUT_MS = 30_000;

export interface TTarget {
  port: number;
  origin: string;
  agent: http.Agent;
}

export function targetFor(port: number, connections: number): TTarget {
  // One socket per virtual user at most; idle sockets close before the server's 5 s keep-alive timeout would.
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, timeout: 4000 });
  return { port, origin: `http://127.0.0.1:${port}`, agent };
}

export interface TRequest {
  kind: string;
  kindClass: TKindClass;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  /** A documented limit (write budget, creation or login limit) may answer 429: expected, counted apart. */
  limited?: boolean;
}

export interface TAnswer {
  status: number;
  body: string;
}

function exchange(target: TTarget, cookie: string, request: TRequest) {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise<{ status: number; body: string; setCookie: string[] }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: request.method,
        path: request.path,
        agent: target.agent,
        headers: {
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          // A browser sends its own origin with every POST; the CSRF check compares it.
          ...(request.method === 'GET' ? {} : { origin: target.origin }),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('Zeitüberschreitung')));
    req.on('error', reject);
    req.end(payload);
  });
}

function verdictOf(request: TRequest, answer: TAnswer): TVerdict {
  if (answer.status === 200) return 'ok';
  return answer.status === 429 && request.limited ? 'limit' : 'error';
}

/**
 * One visitor's or member's browser: keeps the session cookie, sends each request to the next app process in turn
 * (as a balancer spreads requests) and records kind, status and time of every answer.
 */
export class HttpSession {
  private cookie = '';
  private turn: number;

  constructor(
    private readonly targets: TTarget[],
    private readonly recorder: Recorder,
    start: number,
  ) {
    this.turn = start;
  }

  get signedIn(): boolean {
    return this.cookie !== '';
  }

  forget(): void {
    this.cookie = '';
  }

  async send(request: TRequest): Promise<TAnswer | null> {
    this.turn += 1;
    const target = this.targets[this.turn % this.targets.length];
    if (!target) throw new Error('Kein Ziel');
    const begun = performance.now();
    try {
      const answer = await exchange(target, this.cookie, request);
      const ms = performance.now() - begun;
      for (const line of answer.setCookie) {
        const pair = /^kc_session=([^;]*)/.exec(line);
        if (pair) this.cookie = /max-age=0/i.test(line) || !pair[1] ? '' : `kc_session=${pair[1]}`;
      }
      this.recorder.record(request.kind, request.kindClass, String(answer.status), ms, verdictOf(request, answer), answer.body);
      return answer;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : 'Fehler');
      this.recorder.record(request.kind, request.kindClass, code, performance.now() - begun, 'error', String(error));
      return null;
    }
  }
}

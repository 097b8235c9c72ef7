import cluster from 'node:cluster';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import type postgres from 'postgres';
import { currentRequestId } from '../http/request-scope';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

/**
 * Prometheus metrics of one process, in prom-client's default registry: under `npm start` the primary adds up its
 * workers' registries (AggregatorRegistry) when one of them is asked for GET /metrics. What lives in PostgreSQL
 * (connections, job queues, the mail outbox) is read once per scrape by the worker that answers it.
 */
collectDefaultMetrics();
// prom-client answers the primary's requests for a worker's metrics once an AggregatorRegistry exists in the worker.
if (cluster.isWorker) new AggregatorRegistry();

export const httpRequestDuration = new Histogram({
  name: 'kochclip_http_request_duration_seconds',
  help: 'Dauer der HTTP-Anfragen nach Methode, Route und Status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
});

export const mediaTasksEnded = new Counter({
  name: 'kochclip_media_tasks_total',
  help: 'Beendete Medienaufgaben (Dateien) nach Ergebnis: ok, failed (Datei unlesbar), killed_time, killed_memory, crashed, refused_busy',
  labelNames: ['outcome'] as const,
});

export const mediaCpuSeconds = new Counter({
  name: 'kochclip_media_cpu_seconds_total',
  help: 'CPU-Zeit der Medienprozesse nach Aufgabe (start: Laden der Module eines neuen Prozesses)',
  labelNames: ['kind'] as const,
});

type TMediaState = { busy: number; queued: number; processes: number };
/** The media pools' states, read when scraped (media-pool.ts registers a reader per pool: requests' and jobs'). */
const mediaReaders = new Set<() => TMediaState>();
const mediaState = (): TMediaState => {
  const total = { busy: 0, queued: 0, processes: 0 };
  for (const read of mediaReaders) {
    const state = read();
    total.busy += state.busy;
    total.queued += state.queued;
    total.processes += state.processes;
  }
  return total;
};
/** Adds a pool's reader to the gauges; the returned function takes it away again (the pool closed). */
export function reportMediaPool(read: () => TMediaState): () => void {
  mediaReaders.add(read);
  return () => mediaReaders.delete(read);
}
new Gauge({
  name: 'kochclip_media_processes_busy',
  help: 'Medienprozesse, die gerade eine Datei bearbeiten',
  collect() {
    this.set(mediaState().busy);
  },
});
new Gauge({
  name: 'kochclip_media_tasks_queued',
  help: 'Medienaufgaben, die auf einen Prozess warten',
  collect() {
    this.set(mediaState().queued);
  },
});

/** A text block of gauges in Prometheus' text format, from rows read at scrape time. */
function gaugeBlock(name: string, help: string, samples: { labels: Record<string, string>; value: number }[]): string {
  const escape = (value: string) => value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');
  const lines = samples.map(({ labels, value }) => {
    const text = Object.entries(labels)
      .map(([key, v]) => `${key}="${escape(v)}"`)
      .join(',');
    return `${name}${text ? `{${text}}` : ''} ${value}`;
  });
  return [`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, ...lines].join('\n');
}

export interface TDatabaseMetricsSource {
  sql: postgres.Sql;
  /** The pg-boss queues' counts. */
  jobQueues: () => Promise<{ name: string; readyCount: number; activeCount: number; failedCount: number }[]>;
}

/** What PostgreSQL knows: this server's connections by pool and state, job queues, the mail outbox backlog. */
async function databaseMetrics(source: TDatabaseMetricsSource): Promise<string> {
  const [connections, outbox, queues] = await Promise.all([
    source.sql<{ pool: string; state: string; n: number }[]>`
      select split_part(application_name, ':', 2) as pool, coalesce(state, 'unbekannt') as state, count(*)::int as n
      from pg_stat_activity where application_name like 'kochclip:%' and datname = current_database()
      group by 1, 2`,
    source.sql<{ n: number }[]>`select count(*)::int as n from mail_outbox where status = 'pending'`,
    source.jobQueues(),
  ]);
  return [
    gaugeBlock(
      'kochclip_db_connections',
      'Verbindungen der Kochclip-Server zu PostgreSQL nach Pool (main, list, jobs) und Zustand (active, idle, idle in transaction)',
      connections.map((row) => ({ labels: { pool: row.pool, state: row.state }, value: row.n })),
    ),
    gaugeBlock('kochclip_mail_outbox', 'E-Mails im Postausgang, die noch nicht zugestellt sind', [
      { labels: {}, value: outbox[0]?.n ?? 0 },
    ]),
    gaugeBlock(
      'kochclip_jobs',
      'Hintergrundjobs von pg-boss nach Warteschlange und Zustand (ready: wartet, active: läuft, failed: zuletzt fehlgeschlagen)',
      queues.flatMap((queue) => [
        { labels: { queue: queue.name, state: 'ready' }, value: queue.readyCount },
        { labels: { queue: queue.name, state: 'active' }, value: queue.activeCount },
        { labels: { queue: queue.name, state: 'failed' }, value: queue.failedCount },
      ]),
    ),
  ].join('\n\n');
}

const METRICS_REQUEST = 'kochclip:metrics?';
const METRICS_ANSWER = 'kochclip:metrics';

interface TMetricsMessage {
  type: string;
  id: string;
  text?: string;
}

const isMetricsMessage = (message: unknown): message is TMetricsMessage =>
  typeof message === 'object' && message !== null && typeof (message as TMetricsMessage).type === 'string';

/** In the primary of `npm start`: answers a worker's request for the metrics of all workers, added up. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMetricsMessage(message) || message.type !== METRICS_REQUEST) return;
    void aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      () => worker.send({ type: METRICS_ANSWER, id: message.id }),
    );
  });
}

/** This process's registry, or, in a worker, every worker's added up by the primary (this one's if it does not answer). */
function processMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return register.metrics();
  const id = randomUUID();
  return new Promise((resolve) => {
    const done = (text: string | undefined) => {
      clearTimeout(timer);
      process.off('message', listen);
      if (text) resolve(text);
      else void register.metrics().then(resolve);
    };
    const listen = (message: unknown) => {
      if (isMetricsMessage(message) && message.type === METRICS_ANSWER && message.id === id) done(message.text);
    };
    const timer = setTimeout(() => done(undefined), 5_000);
    process.on('message', listen);
    process.send?.({ type: METRICS_REQUEST, id });
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format, only with METRICS_TOKEN set and sent as `Authorization: Bearer …`
 * (401 otherwise); without a token the path does not exist (404), so nothing about the server is public.
 */
export function metricsRoute(options: { token: string | undefined; source: TDatabaseMetricsSource }): RequestHandler {
  return (req, res, next) => {
    if (req.path !== '/metrics' || !options.token) {
      next();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .status(405)
        .set('Allow', 'GET, HEAD')
        .json({ message: 'Methode nicht erlaubt.', code: 'METHOD_NOT_SUPPORTED', requestId: currentRequestId() });
      return;
    }
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!sameSecret(given, options.token)) {
      res
        .status(401)
        .set('Cache-Control', 'no-store')
        .json({ message: 'Anmeldung erforderlich', code: 'UNAUTHORIZED', requestId: currentRequestId() });
      return;
    }
    void Promise.all([processMetrics(), databaseMetrics(options.source).catch(() => '')]).then(
      ([own, database]) => {
        res.set({ 'Content-Type': register.contentType, 'Cache-Control': 'no-store' });
        res.send(`${own.trimEnd()}\n\n${database}\n`);
      },
      (error: unknown) => next(error),
    );
  };
}

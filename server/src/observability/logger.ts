import { destination, pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import { currentRequestScope } from '../http/request-scope';

export type TLogFormat = 'json' | 'text';
export type TLogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** Levels at or above this go to standard error in text form. */
const WARN = 40;
/** How long a JSON line may wait in the buffer of an otherwise quiet process. */
const FLUSH_EVERY_MS = 1000;
/** Characters of JSON lines gathered before they go to standard output in one write. */
const HAND_OVER_AT = 16_384;

type TSonicBoom = ReturnType<typeof destination>;

/**
 * JSON lines gathered in an array and written 16 KB at a time, synchronously, through pino's sonic-boom writer (which
 * retries a full non-blocking pipe). sonic-boom, buffering on its own, measures its whole pending chunk
 * (`Buffer.byteLength`) on every line: 5.0–5.7 µs a line at 4 KB against 2.6–2.8 µs gathered here
 * (`docs/performance.md`, issue 42). Synchronous, because an asynchronous write still in libuv's thread pool when the
 * process calls `exit` is lost (a test writing 500 lines and calling `exit` missed lines under load): what is
 * gathered goes out on the logger's `flush` (every second) and when the process exits, and nothing is ever half on
 * its way. A stdout reader that stops reading stalls the process, as it does with pino's default writer.
 */
class LineBuffer implements DestinationStream {
  private lines: string[] = [];
  private chars = 0;

  constructor(private readonly target: TSonicBoom) {}

  write(line: string): void {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= HAND_OVER_AT) this.handOver();
  }

  flush(done?: (error?: Error) => void): void {
    this.handOver();
    done?.();
  }

  /** What is gathered, written now. */
  handOver(): void {
    if (this.lines.length === 0) return;
    const text = this.lines.join('');
    this.lines = [];
    this.chars = 0;
    this.target.write(text);
  }
}

/**
 * Text form for a person at a terminal (`npm start`, tests): the message alone, as the app always wrote it, and a
 * short line for a request; warnings and errors on standard error.
 */
function textDestination(): DestinationStream {
  return {
    write(line: string) {
      let entry: {
        level?: number;
        msg?: string;
        req?: { method?: string; path?: string };
        res?: { statusCode?: number };
        responseTime?: number;
      };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        process.stdout.write(line);
        return;
      }
      const text = entry.req
        ? `${entry.req.method ?? ''} ${entry.req.path ?? ''} ${entry.res?.statusCode ?? ''} ${entry.responseTime ?? ''} ms`
        : (entry.msg ?? '');
      ((entry.level ?? 30) >= WARN ? process.stderr : process.stdout).write(`${text}\n`);
    },
  };
}

/**
 * The process's logger. JSON (one object a line: time, level, pid, msg, and the request id of the request the line
 * was written for) in production or with LOG_FORMAT=json; otherwise plain text. Never logs headers, cookies,
 * query strings, bodies, e-mail addresses or tokens: request lines carry method, path, route, status, duration
 * and the member id only (request-log.ts).
 */
export function createLogger(options: { format: TLogFormat; level: TLogLevel }): Logger {
  const settings = {
    level: options.level,
    base: { pid: process.pid },
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: () => {
      const scope = currentRequestScope();
      return scope ? { requestId: scope.requestId } : {};
    },
  };
  if (options.format === 'json') {
    // Buffered (16 KB) instead of one write to standard output per line: a line per request cost 13-15 % of the
    // throughput of a fast read (npm run bench:ab, docs/performance.md). The buffer is written when the process
    // exits; a quiet process writes what it holds within a second. A process killed with SIGKILL or a power cut can
    // lose the last lines.
    const lines = new LineBuffer(destination({ sync: true, minLength: 0 }));
    process.on('exit', () => lines.handOver());
    const logger = pino(settings, lines);
    setInterval(() => logger.flush(), FLUSH_EVERY_MS).unref();
    return logger;
  }
  // The text destination reads the numeric level, so it keeps pino's own level numbers.
  return pino({ ...settings, formatters: {} }, textDestination());
}

/** `(line) => void`, the shape every part of the app logs through. */
export function lineLogger(logger: Logger): (line: string) => void {
  return (line) => logger.info(line);
}

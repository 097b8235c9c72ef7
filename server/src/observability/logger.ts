import { destination, pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import { currentRequestScope } from '../http/request-scope';

export type TLogFormat = 'json' | 'text';
export type TLogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** Levels at or above this go to standard error in text form. */
const WARN = 40;
/** How long a JSON line may wait in the buffer of an otherwise quiet process. */
const FLUSH_EVERY_MS = 1000;

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
    // Buffered (4 KB) instead of one blocking write to standard output per line: a line per request cost 13-15 % of
    // the throughput of a fast read (npm run bench:ab, docs/performance.md). pino flushes the buffer when the
    // process exits; a quiet process writes what it holds within a second. A process killed with SIGKILL or a power
    // cut can lose the last lines.
    const logger = pino(settings, destination({ sync: false, minLength: 4096 }));
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

export interface TSoakOptions {
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** Mean pause of a virtual user between two pages (a person reading); 0: back to back. */
  thinkMs: number;
  recipes: number;
  members: number;
  keep: boolean;
  /** Worker RSS at the end may exceed its level after warm-up by this fraction. */
  rssGrowthBound: number;
}

function valueOf(args: string[], name: string): string | undefined {
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  if (inline) return inline.slice(name.length + 1);
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** "10m", "180s", "90" (seconds), "1h". */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(h|m|min|s)?$/i.exec(text.trim());
  if (!match) throw new Error(`--duration: „${text}“ ist keine Dauer (z. B. 10m, 180s)`);
  const value = Number(match[1]);
  const unit = (match[2] ?? 's').toLowerCase();
  return Math.round(value * (unit === 'h' ? 3600 : unit.startsWith('m') ? 60 : 1));
}

/** "1s", "1500ms", "0". */
export function parseThinkTime(text: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s)?$/i.exec(text.trim());
  if (!match) throw new Error(`--think: „${text}“ ist keine Bedenkzeit (z. B. 1s, 500ms, 0)`);
  return Math.round(Number(match[1]) * ((match[2] ?? 'ms').toLowerCase() === 's' ? 1000 : 1));
}

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name}: „${text}“ ist keine positive ganze Zahl`);
  return value;
}

/** npm run soak -- [--quick] [--duration 10m] [--connections 200] [--think 1s] [--recipes 10000] [--members n] [--keep] */
export function parseOptions(args: string[]): TSoakOptions {
  const quick = args.includes('--quick');
  const duration = valueOf(args, '--duration');
  const durationSeconds = duration ? parseDuration(duration) : quick ? 60 : 600;
  const connections = positive('--connections', valueOf(args, '--connections'), quick ? 50 : 200);
  return {
    durationSeconds,
    // JIT, connection pools and caches settle in seconds, but V8 grows a worker's heap to its size under this load
    // with the requests served: 145 MiB idle, about 300 MiB after 30 s, a plateau of 400–430 MiB after 100–130 s
    // at 190 req/s on the loaded 2-core machine. Half the run, 30 s to 3 minutes.
    warmupSeconds: Math.min(180, Math.max(30, Math.round(durationSeconds * 0.5))),
    connections,
    // People read before the next click: a mean pause of a second by default; --quick sends back to back.
    thinkMs: parseThinkTime(valueOf(args, '--think') ?? (quick ? '0' : '1s')),
    recipes: positive('--recipes', valueOf(args, '--recipes'), quick ? 2000 : 10_000),
    members: positive('--members', valueOf(args, '--members'), Math.max(500, connections * 5)),
    keep: args.includes('--keep'),
    rssGrowthBound: 0.25,
  };
}

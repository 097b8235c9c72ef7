import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux). */
const TICKS = 100;

interface TProcess {
  ppid: number;
  cpuSeconds: number;
}

function readProcess(pid: number): TProcess | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS };
  } catch {
    return null;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * CPU time of groups of processes over a window, from /proc (Linux only), sampled: the server's process tree (its
 * media children and whatever they start counted apart), and any other pids the caller names (PostgreSQL's backends
 * of one database). A process that ends between two samples loses at most one sampling interval of its time.
 */
export function processCpuMeter(rootPid: number, otherPids: () => Promise<number[]>) {
  /** Last seen CPU seconds and group of each process, and its CPU when the window opened. */
  const seen = new Map<number, { group: string; cpu: number; start: number }>();
  const groups = new Map<number, string>();
  let windowOpen = false;

  function groupOf(pid: number, tree: Map<number, TProcess>): string | null {
    const known = groups.get(pid);
    if (known) return known;
    if (pid === rootPid) return 'server';
    const parent = tree.get(pid)?.ppid;
    if (parent === undefined || parent <= 1) return null;
    const above = groupOf(parent, tree);
    if (above === null) return null;
    const group = above === 'server' && commandOf(pid).includes('media-child') ? 'media' : above;
    groups.set(pid, group);
    return group;
  }

  async function sample(): Promise<void> {
    const tree = new Map<number, TProcess>();
    for (const name of readdirSync('/proc')) {
      const pid = Number(name);
      if (!Number.isInteger(pid)) continue;
      const read = readProcess(pid);
      if (read) tree.set(pid, read);
    }
    const record = (pid: number, group: string) => {
      const cpu = tree.get(pid)?.cpuSeconds;
      if (cpu === undefined) return;
      const entry = seen.get(pid);
      if (entry) entry.cpu = cpu;
      // A process that starts inside the window counts from zero.
      else seen.set(pid, { group, cpu, start: windowOpen ? 0 : cpu });
    };
    for (const pid of tree.keys()) {
      const group = groupOf(pid, tree);
      if (group) record(pid, group);
    }
    for (const pid of await otherPids()) record(pid, 'postgres');
  }

  let timer: NodeJS.Timeout | null = null;
  let sampling: Promise<void> = Promise.resolve();
  return {
    /** Opens a window: what each process used so far is not counted. */
    async start(intervalMs = 250): Promise<void> {
      await sampling;
      await sample();
      for (const entry of seen.values()) entry.start = entry.cpu;
      windowOpen = true;
      timer = setInterval(() => {
        sampling = sampling.then(sample, () => undefined);
      }, intervalMs);
    },
    /** Closes the window: CPU seconds per group (server, media, postgres) since start(). */
    async stop(): Promise<Map<string, number>> {
      if (timer) clearInterval(timer);
      await sampling;
      await sample();
      windowOpen = false;
      const totals = new Map<string, number>();
      for (const entry of seen.values()) totals.set(entry.group, (totals.get(entry.group) ?? 0) + entry.cpu - entry.start);
      for (const entry of seen.values()) entry.start = entry.cpu;
      return totals;
    },
  };
}

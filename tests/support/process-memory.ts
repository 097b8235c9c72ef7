import { readFile } from 'node:fs/promises';

/** Resident memory of a process in MiB (Linux /proc), or null once it has ended. */
export async function residentMib(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

/** The processes a process started (Linux /proc), e.g. the server's media children. */
export async function childPids(pid: number): Promise<number[]> {
  try {
    const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
    return text.split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Every process below a process: its children, their children, … (the workers and their media children). */
export async function descendantPids(pid: number): Promise<number[]> {
  const children = await childPids(pid);
  const below = await Promise.all(children.map((child) => descendantPids(child)));
  return [...children, ...below.flat()];
}

/** Resident memory of all of a process's children together, in MiB. */
export async function childrenResidentMib(pid: number): Promise<number> {
  const sizes = await Promise.all((await childPids(pid)).map((child) => residentMib(child)));
  return sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0);
}

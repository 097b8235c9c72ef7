/**
 * The CPU of a media child's archive work, phase by phase, in this process (one libvips thread and no cache, as in
 * the child): the bench:import archive (BENCH_RECIPES, default 200) read in batches of 25 as the job reads it, each
 * picture's decode and WebP encodes, and the structured clone of each answer as it crosses to the server.
 * `node --cpu-prof --import tsx scripts/bench/import-phases.ts` profiles it. Figures: docs/performance.md.
 */
import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serialize, deserialize } from 'node:v8';
import sharp from 'sharp';
import { readArchive, encodeWebp, assertPixelCap } from '@kochclip/server';
import { benchArchive } from './archive';

sharp.concurrency(1);
sharp.cache(false);

const RECIPES = Number(process.env.BENCH_RECIPES ?? 200);
const BATCH = 25;

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function timed<T>(totals: Map<string, number>, phase: string, work: () => Promise<T> | T): Promise<T> {
  const start = process.cpuUsage();
  try {
    return await work();
  } finally {
    totals.set(phase, (totals.get(phase) ?? 0) + cpuMs(start));
  }
}

const file = path.join(tmpdir(), `kochclip-import-phases-${process.pid}.zip`);
await writeFile(file, await benchArchive(RECIPES));
const totals = new Map<string, number>();
try {
  await timed(totals, 'check and count (upload answer)', () => readArchive(file, 0, 0));
  for (let from = 0; from < RECIPES; from += BATCH) {
    const read = await timed(totals, 'batch read (open + 25 recipes)', () => readArchive(file, from, BATCH));
    await timed(totals, 'batch read: structured clone', () => void deserialize(serialize(read)));
    for (const entry of read.entries) {
      if (!entry.image) continue;
      const image = entry.image;
      await timed(totals, 'picture: pixel cap (header)', () => assertPixelCap(image));
      await timed(totals, 'picture: decode only (for comparison)', () => sharp(image).rotate().raw().toBuffer());
      const webp = await timed(totals, 'picture: encodeWebp (all of it)', () => encodeWebp(image));
      await timed(totals, 'picture: structured clone in and out', () => {
        deserialize(serialize({ kind: 'webp', data: image }));
        deserialize(serialize(webp));
      });
    }
  }
} finally {
  await rm(file, { force: true });
}
console.log(`CPU je Rezept (${RECIPES} Rezepte, in einem Prozess, ein libvips-Thread):`);
for (const [phase, ms] of totals) console.log(`  ${phase.padEnd(42)} ${(ms / RECIPES).toFixed(2).padStart(8)} ms`);

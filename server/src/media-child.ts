import sharp from 'sharp';
import { AppError } from '@kochclip/routers/errors';
import { ocrGermanText } from './adapters/files/ocr';
import { extractPdfText, preparePdfReader } from './adapters/files/pdf-text';
import { encodeShareCard, encodeVisionJpeg, encodeWebp } from './adapters/images/encode';
import { readArchive } from './adapters/import/archive/read-archive';
import { extractHtmlRecipe } from './adapters/import/html-recipe/extract';
import { parseRecipeText } from '@kochclip/core/recipe-parser';
import type { TMediaFailure, TMediaReply, TMediaRequest, TMediaResult, TMediaTask } from './adapters/media/media-tasks';

/**
 * Entry of a media child process (forked by media-pool.ts with its own heap cap): untrusted files are parsed
 * here, where an out-of-memory abort or a crash in a native decoder ends only this process and its one task.
 */

// One libvips thread per child: the pool already runs one child per core, so more threads only fight over the same
// cores (and a batch job fills every child). Nothing is cached between tasks: each file is seen once, and a child's
// memory is watched (docs/performance.md, "Moving in an archive").
sharp.concurrency(1);
sharp.cache(false);

/** A synchronous reader's throw (a page refused by its limits) as the task's rejection, not the child's crash. */
const settled = <T>(read: () => T): Promise<T> => new Promise((resolve) => resolve(read()));

function runMediaTask(task: TMediaTask): Promise<TMediaResult> {
  switch (task.kind) {
    case 'pdf-text':
      return extractPdfText(task.data);
    case 'ocr':
      return ocrGermanText(task.data);
    case 'webp':
      return encodeWebp(task.data, { bulk: task.bulk === true });
    case 'vision-jpeg':
      return encodeVisionJpeg(task.data);
    case 'share-card':
      return encodeShareCard(task.data);
    case 'html-recipe':
      return settled(() => extractHtmlRecipe(task.html, task.pageUrl));
    case 'recipe-text':
      return settled(() => parseRecipeText(task.text, task.title ? { title: task.title } : undefined));
    case 'archive-read':
      return readArchive(task.path, task.from, task.count);
  }
}

function jsonOf(value: object): string {
  try {
    return JSON.stringify(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * pdf.js throws objects that only look like errors (structured cloning turned them into `[object Object]` in the
 * server's log); their name and message are what the server logs.
 */
function failureOf(error: unknown): TMediaFailure {
  if (error instanceof AppError) return { kind: 'refused', code: error.code, message: error.message };
  if (typeof error === 'object' && error !== null) {
    const name = 'name' in error && typeof error.name === 'string' ? error.name : 'Error';
    const message = 'message' in error && typeof error.message === 'string' ? error.message : jsonOf(error);
    return { kind: 'failed', name, message };
  }
  return { kind: 'failed', name: 'Error', message: String(error) };
}

function reply(message: TMediaReply): void {
  process.send?.(message);
}

/** CPU of this process (every thread) since `since`, in microseconds: a child runs one task at a time. */
const cpuSince = (since?: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return used.user + used.system;
};

process.on('message', (request: TMediaRequest) => {
  const start = process.cpuUsage();
  runMediaTask(request.task).then(
    (result) => reply({ type: 'done', id: request.id, result, cpuMicros: cpuSince(start) }),
    (error: unknown) => reply({ type: 'failed', id: request.id, failure: failureOf(error), cpuMicros: cpuSince(start) }),
  );
});
// A library's leftover rejection (pdf.js after a cancelled read) must not end a child that already answered.
process.on('unhandledRejection', (reason) => {
  console.error(`Medienprozess: unbehandelte Ablehnung: ${reason instanceof Error ? reason.message : String(reason)}`);
});
// The server went away (or retired this child): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
await preparePdfReader();
reply({ type: 'ready', cpuMicros: cpuSince() });

import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** German trained data shipped in node_modules; tesseract.js would otherwise download it from a CDN. */
const GERMAN_DATA_DIR = path.join(path.dirname(require.resolve('@tesseract.js-data/deu/package.json')), '4.0.0_best_int');

/** OCR is CPU-heavy; a few at a time keep the server responsive. */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Reads German text from a photo. The image is normalised first (orientation, grey, at most 2500 px), which
 * also refuses decompression bombs through sharp's pixel limit.
 */
export async function recognizeGermanText(image: Uint8Array): Promise<string> {
  const prepared = await sharp(image, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width: 2500, height: 2500, fit: 'inside', withoutEnlargement: true })
    .grayscale()
    .png()
    .toBuffer();
  return slot(async () => {
    const worker = await createWorker('deu', OEM.LSTM_ONLY, { langPath: GERMAN_DATA_DIR, gzip: true, cacheMethod: 'none' });
    try {
      const { data } = await worker.recognize(prepared);
      return data.text;
    } finally {
      await worker.terminate();
    }
  });
}

import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM } from 'tesseract.js';
import { MAX_IMAGE_PIXELS } from '../media/media-tasks';

const require = createRequire(import.meta.url);

/** German trained data shipped in node_modules; tesseract.js would otherwise download it from a CDN. */
const GERMAN_DATA_DIR = path.join(path.dirname(require.resolve('@tesseract.js-data/deu/package.json')), '4.0.0_best_int');

/**
 * Runs in a media worker (the pool bounds how many run at once): reads German text from a photo. The image is
 * normalised first (orientation, grey, at most 2500 px).
 */
export async function ocrGermanText(image: Uint8Array): Promise<string> {
  const prepared = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: 2500, height: 2500, fit: 'inside', withoutEnlargement: true })
    .grayscale()
    .png()
    .toBuffer();
  const worker = await createWorker('deu', OEM.LSTM_ONLY, { langPath: GERMAN_DATA_DIR, gzip: true, cacheMethod: 'none' });
  try {
    const { data } = await worker.recognize(prepared);
    return data.text;
  } finally {
    await worker.terminate();
  }
}

import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM } from 'tesseract.js';
import { assertPixelCap, MAX_IMAGE_PIXELS } from '../images/pixel-cap';

const require = createRequire(import.meta.url);

/** German trained data shipped in node_modules; tesseract.js would otherwise download it from a CDN. */
const GERMAN_DATA_DIR = path.join(path.dirname(require.resolve('@tesseract.js-data/deu/package.json')), '4.0.0_best_int');

/**
 * Runs in a media child (the pool bounds how many run at once): reads German text from a photo. The header is
 * checked against the pixel cap (413), then the image is normalised (orientation, grey, at most 2500 px).
 */
export async function ocrGermanText(image: Uint8Array): Promise<string> {
  await assertPixelCap(image);
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

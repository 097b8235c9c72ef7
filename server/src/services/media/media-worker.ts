import { encodeVisionJpeg, encodeWebp } from '../images/encode';
import { ocrGermanText } from '../files/ocr';
import { extractPdfText } from '../files/pdf-text';
import { extractHtmlRecipe } from '../import/html-recipe/extract';
import type { TMediaResult, TMediaTask } from './media-tasks';

/** Entry of the media worker threads (piscina calls the default export once per task). */
export default function runMediaTask(task: TMediaTask): Promise<TMediaResult> {
  switch (task.kind) {
    case 'pdf-text':
      return extractPdfText(task.data);
    case 'ocr':
      return ocrGermanText(task.data);
    case 'webp':
      return encodeWebp(task.data);
    case 'vision-jpeg':
      return encodeVisionJpeg(task.data);
    case 'html-recipe':
      return Promise.resolve(extractHtmlRecipe(task.html, task.pageUrl));
  }
}

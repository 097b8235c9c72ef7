import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { AppError } from '@kochclip/routers/errors';
import { streamsFitInflated } from './pdf-inflated-size';

/**
 * What one PDF may cost before or while its text is read (issue 25). A recipe is a page or two: these are far
 * above any recipe and far below what takes a reader's memory.
 */
/** Decoded size of all streams but images, all together; counted before pdf.js reads the file. */
export const MAX_PDF_INFLATED_BYTES = 16 * 1024 * 1024;
/** Pages a PDF may have; more are refused (413) as soon as the page tree is read. */
export const MAX_PDF_PAGES = 100;
/** Pages whose text is read; the rest of an accepted file is ignored. */
export const MAX_PDF_TEXT_PAGES = 20;
/** Text kept from the file; reading stops here (pdf.js is told to cancel), the text so far is used. */
export const MAX_PDF_TEXT_CHARS = 50_000;
/** Text items (runs of text) read from the file; a file of millions of tiny runs stops here. */
export const MAX_PDF_TEXT_ITEMS = 20_000;

export const PDF_TOO_LARGE_INFLATED = `Das PDF ist zu groß: Entpackt enthält es mehr als ${MAX_PDF_INFLATED_BYTES / 1024 / 1024} MB. Bitte lade eine kleinere Datei hoch.`;
export const PDF_TOO_MANY_PAGES = `Das PDF hat zu viele Seiten: Bitte lade eine Datei mit höchstens ${MAX_PDF_PAGES} Seiten hoch.`;

interface TTextChunk {
  items: readonly unknown[];
}

const isTextChunk = (value: unknown): value is TTextChunk =>
  typeof value === 'object' && value !== null && 'items' in value && Array.isArray(value.items);

/** Collects text up to the character and item caps. */
class CappedText {
  private text = '';
  private items = 0;
  get full(): boolean {
    return this.text.length >= MAX_PDF_TEXT_CHARS || this.items >= MAX_PDF_TEXT_ITEMS;
  }
  add(item: unknown): void {
    if (this.full || typeof item !== 'object' || item === null || !('str' in item) || typeof item.str !== 'string') return;
    this.items += 1;
    const eol = 'hasEOL' in item && item.hasEOL === true ? '\n' : '';
    this.text += (item.str + eol).slice(0, MAX_PDF_TEXT_CHARS - this.text.length);
  }
  newPage(): void {
    if (this.text) this.text += '\n\n';
  }
  result(): string {
    return this.text.trim();
  }
}

/** Loads pdf.js (a few hundred milliseconds) as the child starts, so no task's time limit pays for it. */
export async function preparePdfReader(): Promise<void> {
  await getResolvedPDFJS();
}

/**
 * Runs in a media child: the PDF's text layer, pages joined by blank lines ('' for a scan). Refuses with 413
 * before reading when the file inflates beyond MAX_PDF_INFLATED_BYTES or has more than MAX_PDF_PAGES pages;
 * text is read chunk by chunk and pdf.js stops once the caps are reached.
 */
export async function extractPdfText(data: Uint8Array): Promise<string> {
  if (!(await streamsFitInflated(data, MAX_PDF_INFLATED_BYTES))) throw new AppError('PAYLOAD_TOO_LARGE', PDF_TOO_LARGE_INFLATED);
  // pdf.js takes ownership of the buffer it is given, so it gets a copy; warnings about damaged files stay quiet.
  const document = await getDocumentProxy(new Uint8Array(data), { disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    if (document.numPages > MAX_PDF_PAGES) throw new AppError('PAYLOAD_TOO_LARGE', PDF_TOO_MANY_PAGES);
    const text = new CappedText();
    for (let number = 1; number <= Math.min(document.numPages, MAX_PDF_TEXT_PAGES) && !text.full; number += 1) {
      text.newPage();
      const page = await document.getPage(number);
      const reader = (page.streamTextContent() as ReadableStream<unknown>).getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        if (isTextChunk(chunk.value)) for (const item of chunk.value.items) text.add(item);
        if (text.full) {
          // pdf.js insists on an Error as the reason.
          await reader.cancel(new Error('Textgrenze erreicht'));
          break;
        }
      }
    }
    return text.result();
  } finally {
    await document.loadingTask.destroy();
  }
}

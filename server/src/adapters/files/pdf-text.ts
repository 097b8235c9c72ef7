import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { AppError } from '@kochclip/routers/errors';
import { streamsFitInflated } from './pdf-inflated-size';

export {
  MAX_PDF_INFLATED_BYTES,
  MAX_PDF_PAGES,
  MAX_PDF_TEXT_CHARS,
  MAX_PDF_TEXT_PAGES,
  PDF_TOO_LARGE_INFLATED,
  PDF_TOO_MANY_PAGES,
} from '@kochclip/core';
import {
  MAX_PDF_INFLATED_BYTES,
  MAX_PDF_PAGES,
  MAX_PDF_TEXT_CHARS,
  MAX_PDF_TEXT_PAGES,
  PDF_TOO_LARGE_INFLATED,
  PDF_TOO_MANY_PAGES,
} from '@kochclip/core';

/** Text items (runs of text) read from the file; a file of millions of tiny runs stops here. */
export const MAX_PDF_TEXT_ITEMS = 20_000;

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

import { getDocumentProxy } from 'unpdf';

/** Pages beyond this are ignored: recipes are short, and huge documents would only cost time. */
const MAX_PAGES = 20;

/** Runs in a media worker: the PDF's text layer, pages joined by blank lines. Scanned PDFs without text give ''. */
export async function extractPdfText(data: Uint8Array): Promise<string> {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const document = await getDocumentProxy(new Uint8Array(data), { disableFontFace: true });
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(text);
    }
    return pages.join('\n\n').trim();
  } finally {
    await document.loadingTask.destroy();
  }
}

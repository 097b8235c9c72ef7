import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ascii85Decode,
  lzwDecode,
  streamsFitInflated,
  extractPdfText,
  MAX_PDF_TEXT_CHARS,
  MAX_PDF_TEXT_ITEMS,
  PDF_TOO_LARGE_INFLATED,
  PDF_TOO_MANY_PAGES,
} from '@kochclip/server';
import { manyPagesPdf, runawayStringsPdf, spaceFloodPdf } from '../support/file-bombs';
import { pdfFromObjects } from '../support/fixtures';
import { minimalPdf } from '../support/fixtures';
import { lzwEncode } from '../support/lzw';

const MIB = 1024 * 1024;
const BUDGET = 16 * MIB;

/** A one-page PDF whose content stream is `data` with the given dictionary entries (filters). */
function pdfWithContent(data: Buffer, entries: string, extraObjects: Buffer[] = []): Buffer {
  return pdfFromObjects([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>'),
    Buffer.concat([Buffer.from(`<< /Length ${data.length} ${entries} >>\nstream\n`), data, Buffer.from('\nendstream')]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    ...extraObjects,
  ]);
}

const spaces = (bytes: number) => Buffer.alloc(bytes, ' ');

/**
 * `count` separate text runs on a grid inside the page (pdf.js drops text outside it and merges runs that
 * continue each other), 100 to a row.
 */
function gridTextPdf(count: number, text: string, fontSize: number): Buffer {
  const runs = Array.from(
    { length: count },
    (_, i) => `1 0 0 1 ${5 + (i % 100) * 5.8} ${(830 - Math.floor(i / 100) * 2.7).toFixed(1)} Tm (${text}) Tj`,
  );
  return pdfWithContent(deflateSync(Buffer.from(['BT', `/F1 ${fontSize} Tf`, ...runs, 'ET'].join('\n'))), '/Filter /FlateDecode');
}
const TEXT = Buffer.from('BT /F1 12 Tf 72 720 Td (Zutaten: 1 Zwiebel) Tj ET\n');

/** Varied text (comments, which pdf.js skips) so an LZW table fills up and starts over several times. */
function variedContent(): Buffer {
  const words = ['Zwiebel', 'Knoblauch', 'Mehl', 'Milch', 'Eier', 'Butter', 'Salz', 'Pfeffer', 'Zucker', 'Hefe'];
  const lines = Array.from({ length: 4000 }, (_, i) => `% ${words[i % 10]} ${(i * 7919) % 1000} ${words[(i * 3) % 10]}${i}`);
  return Buffer.concat([TEXT, Buffer.from(lines.join('\n'))]);
}

describe('decoded size of a PDF, counted before pdf.js reads it', () => {
  it('counts a recipe PDF well within the budget', async () => {
    expect(await streamsFitInflated(minimalPdf(['Zutaten:', '1 Zwiebel']), 1024)).toBe(true);
    expect(await streamsFitInflated(minimalPdf(['Zutaten:', '1 Zwiebel']), 50)).toBe(false);
  });

  it('stops at the budget for a flate bomb of 400 MiB of spaces', async () => {
    expect(await streamsFitInflated(await spaceFloodPdf(400), BUDGET)).toBe(false);
    expect(await streamsFitInflated(await spaceFloodPdf(15), BUDGET)).toBe(true);
  });

  it('adds up all streams against one budget', async () => {
    const stream = deflateSync(spaces(6 * MIB));
    const second = Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]);
    expect(await streamsFitInflated(pdfWithContent(stream, '/Filter /FlateDecode', [second]), BUDGET)).toBe(true);
    expect(await streamsFitInflated(pdfWithContent(stream, '/Filter /FlateDecode', [second, second]), BUDGET)).toBe(false);
  });

  it('follows filter chains (hex text around a flate bomb)', async () => {
    const hex = Buffer.from(deflateSync(spaces(20 * MIB)).toString('hex') + '>');
    expect(await streamsFitInflated(pdfWithContent(hex, '/Filter [/ASCIIHexDecode /FlateDecode]'), BUDGET)).toBe(false);
  });

  it('reads filter names written with #xx escapes, as pdf.js does', async () => {
    expect(await streamsFitInflated(pdfWithContent(deflateSync(spaces(20 * MIB)), '/Filter /Fl#61teDecode'), BUDGET)).toBe(false);
  });

  it('counts an LZW bomb and a run-length bomb', async () => {
    expect(await streamsFitInflated(pdfWithContent(lzwEncode(spaces(20 * MIB)), '/Filter /LZWDecode'), BUDGET)).toBe(false);
    const runs = Buffer.from(Array.from({ length: 20 * 8192 }, () => [129, 0x20]).flat());
    expect(await streamsFitInflated(pdfWithContent(runs, '/Filter /RunLengthDecode'), BUDGET)).toBe(false);
  });

  it('counts what a damaged flate stream decodes before the damage', async () => {
    const damaged = deflateSync(spaces(20 * MIB));
    damaged.writeUInt8(damaged.readUInt8(damaged.length - 1) ^ 0xff, damaged.length - 1);
    expect(await streamsFitInflated(pdfWithContent(damaged, '/Filter /FlateDecode'), BUDGET)).toBe(false);
    const small = deflateSync(TEXT);
    small.writeUInt8(small.readUInt8(small.length - 1) ^ 0xff, small.length - 1);
    expect(await streamsFitInflated(pdfWithContent(small, '/Filter /FlateDecode'), BUDGET)).toBe(true);
  });

  it('skips image XObjects, which reading text never decodes', async () => {
    const image = deflateSync(spaces(20 * MIB));
    const entries =
      '/Type /XObject /Subtype /Image /Width 4096 /Height 5120 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode';
    expect(await streamsFitInflated(pdfWithContent(image, entries), BUDGET)).toBe(true);
  });
});

describe('stream filters', () => {
  it('decodes LZW as pdf.js does, across table resets', async () => {
    const content = variedContent();
    const encoded = lzwEncode(content);
    expect(Buffer.from(lzwDecode(encoded, BUDGET, 1) as Uint8Array).equals(content)).toBe(true);
    expect(lzwDecode(encoded, content.length - 1, 1)).toBe('over');
    expect(await extractPdfText(pdfWithContent(encoded, '/Filter /LZWDecode'))).toBe('Zutaten: 1 Zwiebel');
  });

  it('decodes ASCII85', () => {
    expect(Buffer.from(ascii85Decode(Buffer.from(">'4pqFCf>N+>G!BGA1VtAS_~>"), 100) as Uint8Array).toString()).toBe(
      'Zutaten: 1 Zwiebel',
    );
    expect(ascii85Decode(Buffer.from('zzzz~>'), 15)).toBe('over');
  });
});

describe('PDF text within its caps', () => {
  const appError = (code: string, message: string): unknown => expect.objectContaining({ name: 'TRPCError', code, message });

  it('refuses a PDF that inflates beyond 16 MiB with 413 before pdf.js reads it', async () => {
    await expect(extractPdfText(await runawayStringsPdf(17))).rejects.toEqual(
      appError('PAYLOAD_TOO_LARGE', PDF_TOO_LARGE_INFLATED),
    );
  });

  it('refuses a PDF of 101 pages with 413 and reads one of 100 pages, its first 20 pages only', async () => {
    await expect(extractPdfText(manyPagesPdf(101))).rejects.toEqual(appError('PAYLOAD_TOO_LARGE', PDF_TOO_MANY_PAGES));
    expect(await extractPdfText(manyPagesPdf(100))).toBe(Array.from({ length: 20 }, () => 'Seite').join('\n\n'));
  });

  it(`stops reading after ${MAX_PDF_TEXT_ITEMS} text items`, async () => {
    const text = await extractPdfText(gridTextPdf(30_000, 'a', 1));
    const letters = text.replace(/\s/g, '').length;
    expect(letters).toBeLessThanOrEqual(MAX_PDF_TEXT_ITEMS);
    expect(letters).toBeGreaterThan(MAX_PDF_TEXT_ITEMS / 4);
  });

  it(`stops reading after ${MAX_PDF_TEXT_CHARS} characters`, async () => {
    const word = 'Zwiebeln-in-feine-Wuerfel-schneiden-und';
    const text = await extractPdfText(gridTextPdf(30_000, word, 0.1));
    // Cut at the cap; a line break at the cut is trimmed.
    expect(text.length).toBeLessThanOrEqual(MAX_PDF_TEXT_CHARS);
    expect(text.length).toBeGreaterThan(MAX_PDF_TEXT_CHARS - 2);
    expect(text.startsWith(word)).toBe(true);
  });
});

import { createDeflate, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { pdfFromObjects, pngHeaderOnly } from './fixtures';

/**
 * Hostile files, generated here rather than kept as binary fixtures: small uploads that cost a PDF or image
 * reader far more than their size (issue 25). Each is a valid-looking file a member can send to
 * POST /api/analyze-file.
 */

const MIB = 1024 * 1024;

function flateStream(content: Buffer, extra = ''): Buffer {
  return Buffer.concat([
    Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode${extra} >>\nstream\n`),
    content,
    Buffer.from('\nendstream'),
  ]);
}

const FONT = Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');

/** Catalog, page tree and one page (object 3) with `contents` as object 4 and Helvetica as object 5. */
function onePagePdf(contents: Buffer, more: readonly Buffer[] = [], resources = ''): Buffer {
  return pdfFromObjects([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >>${resources} >> >>`,
    ),
    contents,
    FONT,
    ...more,
  ]);
}

/** One zlib stream of `times` × `chunk` without holding the inflated bytes at once. */
async function deflateRepeated(chunk: Buffer, times: number, head = Buffer.alloc(0)): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  deflate.write(head);
  for (let i = 0; i < times; i += 1) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/**
 * The crash: one content stream of `mib` MiB, a text operator restarted every MiB and one unclosed `(`
 * per MiB, so the whole rest of the stream is one ever-growing string to a PDF lexer.
 */
export async function runawayStringsPdf(mib = 40): Promise<Buffer> {
  const head = Buffer.from('BT /F1 12 Tf 72 720 Td (');
  const megabyte = Buffer.concat([head, Buffer.alloc(MIB - head.length, 'A')]);
  return onePagePdf(flateStream(await deflateRepeated(megabyte, mib)));
}

/** A content stream of `mib` MiB of spaces (the 399 KiB file holding 400 MiB). */
export async function spaceFloodPdf(mib = 400): Promise<Buffer> {
  const text = Buffer.from('BT /F1 12 Tf 72 720 Td (Zutaten) Tj ET\n');
  return onePagePdf(flateStream(await deflateRepeated(Buffer.alloc(MIB, ' '), mib, text)));
}

/** `pages` tiny pages in one flat page tree, all sharing one content stream (object 3). */
export function manyPagesPdf(pages = 50_000): Buffer {
  const content = deflateSync(Buffer.from('BT /F1 12 Tf 72 720 Td (Seite) Tj ET'));
  const kids = Array.from({ length: pages }, (_, i) => `${5 + i} 0 R`).join(' ');
  return pdfFromObjects([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${kids}] /Count ${pages} /Resources << /Font << /F1 4 0 R >> >> >>`),
    flateStream(content),
    FONT,
    ...Array.from({ length: pages }, () =>
      Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 800] /Contents 3 0 R >>'),
    ),
  ]);
}

/** Arrays and dictionaries nested `depth` deep, in the page's resources and in its content stream's operands. */
export function deepNestingPdf(depth = 100_000): Buffer {
  const arrays = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const dicts = `${'<< /A '.repeat(depth)}1${' >>'.repeat(depth)}`;
  const content = deflateSync(Buffer.from(`BT /F1 12 Tf 72 720 Td ${arrays} TJ ${dicts} BDC (Zutaten) Tj EMC ET`));
  return onePagePdf(flateStream(content), [], ` /Properties << /Deep ${arrays} /Deeper ${dicts} >>`);
}

/**
 * Reference cycles: the page tree lists itself among its kids, the page is its own parent's parent, and a form
 * XObject draws itself (each level ten times, so without a cycle check the work is endless).
 */
export function referenceCyclesPdf(): Buffer {
  const form = deflateSync(Buffer.from(`BT /F1 12 Tf (Schleife) Tj ET ${'/X0 Do '.repeat(10)}`));
  return pdfFromObjects([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R /Outlines 8 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R 2 0 R] /Count 2 /Parent 2 0 R >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources 6 0 R >>'),
    flateStream(deflateSync(Buffer.from('/X0 Do'))),
    FONT,
    Buffer.from('<< /Font << /F1 5 0 R >> /XObject << /X0 7 0 R >> /Self 6 0 R >>'),
    flateStream(form, ' /Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources 6 0 R'),
    Buffer.from('<< /First 8 0 R /Last 8 0 R /Next 8 0 R /Count 1 >>'),
  ]);
}

/**
 * "Billion laughs" with form XObjects: each of `levels` forms draws the next one `fanOut` times, the last one
 * runs `leaf` (by default it shows a word), so a short file asks for fanOut^levels text items. With a leaf that
 * shows no text (`1 0 0 1 0 0 cm`) no text cap ever stops it: only the time limit does.
 */
export function formFanOutPdf(levels = 9, fanOut = 10, leaf = 'BT /F1 12 Tf (Zwiebel) Tj ET'): Buffer {
  const first = 6;
  const forms = Array.from({ length: levels }, (_, level) => {
    const last = level === levels - 1;
    const body = last ? leaf : `/X${level + 1} Do `.repeat(fanOut);
    const resources = last ? '<< /Font << /F1 5 0 R >> >>' : `<< /XObject << /X${level + 1} ${first + level + 1} 0 R >> >>`;
    return flateStream(
      deflateSync(Buffer.from(body)),
      ` /Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources ${resources}`,
    );
  });
  return onePagePdf(flateStream(deflateSync(Buffer.from('/X0 Do'))), forms, ` /XObject << /X0 ${first} 0 R >>`);
}

/** A real JPEG of a few hundred bytes whose frame header claims width × height (at most 65535 each). */
export async function jpegHeaderClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('JPEG ohne SOF0');
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

export interface TFileBomb {
  name: string;
  file: () => Promise<Buffer>;
}

/** Every shape, as the tests and `npm run bench:file-bombs` send them. */
export const FILE_BOMBS: readonly TFileBomb[] = [
  { name: 'runaway strings, 40 MiB inflated', file: () => runawayStringsPdf(40) },
  { name: 'spaces, 400 MiB inflated', file: () => spaceFloodPdf(400) },
  { name: '50,000 pages', file: () => Promise.resolve(manyPagesPdf(50_000)) },
  { name: 'arrays and dictionaries 100,000 deep', file: () => Promise.resolve(deepNestingPdf(100_000)) },
  { name: 'reference cycles', file: () => Promise.resolve(referenceCyclesPdf()) },
  { name: 'forms drawing forms, 10^9 text items', file: () => Promise.resolve(formFanOutPdf(9, 10)) },
  { name: 'PNG header claiming 20000 × 20000', file: () => Promise.resolve(pngHeaderOnly(20_000, 20_000)) },
  { name: 'JPEG header claiming 30000 × 10000 (300 MP)', file: () => jpegHeaderClaiming(30_000, 10_000) },
];

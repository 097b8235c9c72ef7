import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const escapePdf = (line: string) => line.replace(/[()\\]/g, (c) => `\\${c}`);

/** A one-page PDF with a real text layer (Helvetica, WinAnsi, so German umlauts work), written by hand. */
export function minimalPdf(lines: string[]): Buffer {
  const content = ['BT', '/F1 12 Tf', '16 TL', '50 780 Td', ...lines.map((l) => `(${escapePdf(l)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A photo-like PNG of a typed recipe card, for the OCR path. */
export function recipeCardPng(lines: string[]): Promise<Buffer> {
  const height = 80 + lines.length * 56;
  const text = lines
    .map(
      (line, i) =>
        `<text x="48" y="${80 + i * 56}" font-size="34" font-family="DejaVu Sans, Arial, sans-serif">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1100" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const PANCAKE_RECIPE = [
  'Pfannkuchen',
  'Zutaten:',
  '250 g Mehl',
  '500 ml Milch',
  '3 Eier',
  '1 Prise Salz',
  'Zubereitung:',
  '1. Mehl, Milch, Eier und Salz glatt rühren.',
  '2. Den Teig 10 Minuten quellen lassen.',
  '3. In einer heißen Pfanne portionsweise goldbraun backen.',
];

/**
 * A few KB that cost pdf.js seconds: every page shares one deflated content stream of `textRuns` tiny text runs
 * (the attack from issue 9; 20 pages × 200,000 runs kept the event loop busy for about 20 s).
 */
export function costlyPdf(pages: number, textRuns: number): Buffer {
  const content = deflateSync(
    Buffer.from(['BT', '/F1 1 Tf', ...Array.from({ length: textRuns }, () => '(a) Tj'), 'ET'].join('\n')),
    {
      level: 9,
    },
  );
  const pageRefs = Array.from({ length: pages }, (_, i) => `${4 + i} 0 R`).join(' ');
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${pageRefs}] /Count ${pages} >>`),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
    ...Array.from({ length: pages }, () =>
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R /Resources << /Font << /F1 ${4 + pages} 0 R >> >> >>`,
      ),
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  return pdfFromObjects(objects);
}

/** A PDF from numbered objects (1 = catalog): offsets and xref are computed, so readers need no repair. */
export function pdfFromObjects(objects: readonly Buffer[]): Buffer {
  const parts = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), object, Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  });
  const xref = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few bytes whose header claims width × height pixels; its pixel data is one empty row. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ordinary recipe PDF with a text layer: what a member uploads (drafts test, bench:file-bombs). */
export const KARTOFFELSALAT_PDF = minimalPdf([
  'Kartoffelsalat nach Omas Art',
  'Zutaten:',
  '1 kg festkochende Kartoffeln',
  '1 Zwiebel',
  '3 EL Essig',
  'Zubereitung:',
  '1. Kartoffeln 20 Minuten kochen und pellen.',
  '2. In Scheiben schneiden und mit Zwiebel und Essig mischen.',
]);

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

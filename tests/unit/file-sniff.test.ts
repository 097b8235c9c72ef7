import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffFileKind, sniffImageKind } from '@kochclip/server';
import { minimalPdf } from '../support/fixtures';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="red"/></svg>';

describe('sniffFileKind', () => {
  it('recognises a PDF by its bytes, whatever it is called', () => {
    expect(sniffFileKind(minimalPdf(['Hallo']))).toBe('pdf');
  });

  it.each([
    ['jpeg', () => sharp(Buffer.from(svg)).jpeg().toBuffer()],
    ['png', () => sharp(Buffer.from(svg)).png().toBuffer()],
    ['webp', () => sharp(Buffer.from(svg)).webp().toBuffer()],
  ] as const)('recognises %s images', async (kind, make) => {
    expect(sniffFileKind(await make())).toBe(kind);
  });

  it.each([
    ['HTML', '<!doctype html><html><body>Rezept</body></html>'],
    ['SVG', svg],
    ['text', 'Zutaten: 200 g Mehl'],
    ['a PDF header after other bytes', ' %PDF-1.4'],
    ['GIF', 'GIF89a'],
    ['RIFF that is not WebP', 'RIFF\u0000\u0000\u0000\u0000WAVEfmt '],
    ['empty', ''],
  ])('refuses %s', (_label, content) => {
    expect(sniffFileKind(Buffer.from(content))).toBeNull();
  });
});

describe('sniffImageKind', () => {
  it.each([
    ['gif', () => sharp(Buffer.from(svg)).gif().toBuffer()],
    ['jpeg', () => sharp(Buffer.from(svg)).jpeg().toBuffer()],
    ['png', () => sharp(Buffer.from(svg)).png().toBuffer()],
    ['webp', () => sharp(Buffer.from(svg)).webp().toBuffer()],
  ] as const)('accepts %s photos', async (kind, make) => {
    expect(sniffImageKind(await make())).toBe(kind);
  });

  it.each([
    ['a PDF', minimalPdf(['Hallo'])],
    ['an SVG', Buffer.from(svg)],
    ['HTML named like a photo', Buffer.from('<html><img src=x onerror=alert(1)></html>')],
  ])('refuses %s', (_label, content) => {
    expect(sniffImageKind(content)).toBeNull();
  });
});

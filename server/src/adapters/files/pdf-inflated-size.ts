import { ascii85Decode, asciiHexDecode, flateDecode, lzwDecode, runLengthDecode, type TDecoded } from './pdf-filters';

/**
 * How many bytes a PDF's streams hold once decoded, counted before pdf.js sees the file, so a decompression
 * bomb is refused instead of being inflated into memory. A raw scan (no PDF parser): every `stream` keyword,
 * its dictionary, and its data up to `endstream` (or /Length, whichever reaches further) run through their
 * filters, all streams sharing one budget. Image XObjects are skipped: reading text never decodes them.
 * Filters that only images use (DCT, JPX, JBIG2, CCITT) end a chain; what reached them is counted. Streams of
 * encrypted documents do not inflate here and count as their raw size; their bombs, like anything this scan
 * misses, end at the media child's memory and time limits instead.
 */

/** Enough to look back from `stream` to its dictionary's start; a real stream dictionary is a few hundred bytes. */
const DICTIONARY_WINDOW = 64 * 1024;

const STREAM_KEYWORD = /(?<![A-Za-z])stream(?:\r\n|\r|\n)/g;

/** Names as pdf.js reads them: `#xx` escapes decoded, so `/Fl#61teDecode` is FlateDecode. */
const decodeNames = (text: string) =>
  text.replace(/\/[^\s/[\]<>(){}%]+/g, (name) =>
    name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );

/** The dictionary in front of `stream` (ending at `end`): from its `>>` back to the matching `<<`. */
function dictionaryBefore(text: string, end: number): string {
  const close = text.lastIndexOf('>>', end);
  if (close < 0 || text.slice(close + 2, end).trim() !== '') return '';
  let depth = 0;
  for (let at = close; at >= Math.max(0, close - DICTIONARY_WINDOW); at -= 1) {
    if (text.startsWith('>>', at)) {
      depth += 1;
      at -= 1;
    } else if (text.startsWith('<<', at)) {
      depth -= 1;
      if (depth === 0) return decodeNames(text.slice(at, close + 2));
      at -= 1;
    }
  }
  return '';
}

function filtersOf(dictionary: string): string[] {
  const value = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+)/.exec(dictionary)?.[1] ?? '';
  return [...value.matchAll(/\/([^\s/[\]<>()]+)/g)].map((match) => match[1] ?? '');
}

function dataOf(pdf: Uint8Array, text: string, dictionary: string, start: number): Uint8Array {
  const endKeyword = text.indexOf('endstream', start);
  const byKeyword = endKeyword < 0 ? pdf.length : endKeyword;
  const declared = Number(/\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary)?.[1] ?? 0);
  return pdf.subarray(start, Math.min(pdf.length, Math.max(byKeyword, start + declared)));
}

async function decodeWith(filter: string, data: Uint8Array, limit: number, dictionary: string): Promise<TDecoded | null> {
  switch (filter) {
    case 'FlateDecode':
    case 'Fl':
      return flateDecode(data, limit);
    case 'LZWDecode':
    case 'LZW':
      return lzwDecode(data, limit, /\/EarlyChange\s+0/.test(dictionary) ? 0 : 1);
    case 'RunLengthDecode':
    case 'RL':
      return runLengthDecode(data, limit);
    case 'ASCIIHexDecode':
    case 'AHx':
      return asciiHexDecode(data, limit);
    case 'ASCII85Decode':
    case 'A85':
      return ascii85Decode(data, limit);
    default:
      return null;
  }
}

/** The decoded size of one stream, or 'over' once it passes `limit`. */
async function decodedSize(
  data: Uint8Array,
  filters: readonly string[],
  limit: number,
  dictionary: string,
): Promise<number | 'over'> {
  let current: Uint8Array = data;
  for (const filter of filters) {
    const decoded = await decodeWith(filter, current, limit, dictionary);
    if (decoded === 'over') return 'over';
    if (decoded === null) break;
    current = decoded;
  }
  return current.length > limit ? 'over' : current.length;
}

/**
 * True when the decoded streams (images aside) stay within `budget` bytes; stops decoding as soon as they
 * would not.
 */
export async function streamsFitInflated(pdf: Uint8Array, budget: number): Promise<boolean> {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  let remaining = budget;
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const dictionary = dictionaryBefore(text, match.index);
    if (/\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const start = match.index + match[0].length;
    const size = await decodedSize(dataOf(pdf, text, dictionary, start), filtersOf(dictionary), remaining, dictionary);
    if (size === 'over') return false;
    remaining -= size;
  }
  return true;
}

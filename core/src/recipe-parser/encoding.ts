/**
 * Text whose UTF-8 bytes were read as Windows-1252 (an old Word file, a mis-set export): 'fÃ¼r' for 'für', 'Â½' for '½',
 * 'gieÃŸen' for 'gießen', 'Â°C' for '°C', 'â€“' for '–'. Each such sequence is decoded back to its character; a text
 * without one stays as it is.
 */

/** Windows-1252's characters for the bytes 0x80–0x9F (the others are Latin-1's, or a C1 control where it has none). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** The byte a character stands for when UTF-8 was read as Windows-1252; -1 for a character no byte gives. */
function byteOf(c: string): number {
  const code = c.codePointAt(0) ?? -1;
  const high = CP1252_HIGH.indexOf(c);
  if (high >= 0) return 0x80 + high;
  return code <= 0xff ? code : -1;
}

/** A continuation byte of UTF-8 (0x80–0xBF) as Windows-1252 shows it. */
const CONT = `[\\u0080-\\u00BF${CP1252_HIGH}]`;
/** A lead byte of two (Â–ß: 0xC2–0xDF) or three (à–ï: 0xE0–0xEF) bytes with its continuations. */
const SEQUENCE = new RegExp(`[\\u00C2-\\u00DF]${CONT}|[\\u00E0-\\u00EF]${CONT}{2}`, 'gu');
/** 'Ã¼', 'Ã¤', 'ÃŸ', 'Â½', 'Â°': the sure signs of the misreading in German text (a lone 'ß' or 'ä' is none). */
const SURE_SIGN = new RegExp(`[ÂÃ]${CONT}`, 'u');

function decode(sequence: string): string {
  const bytes = [...sequence].map(byteOf);
  if (bytes.some((b) => b < 0)) return sequence;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(new Uint8Array(bytes));
  return text.includes('\uFFFD') ? sequence : text;
}

/** The text with UTF-8 misread as Windows-1252 decoded back ('GruyÃ¨re' → 'Gruyère'). */
export function repairMojibake(text: string): string {
  if (!SURE_SIGN.test(text)) return text;
  return text.replace(SEQUENCE, decode);
}

/** Unicode's mathematical alphanumerics: bold, italic, sans-serif and monospace letters and digits. */
const STYLED_CHAR = /[\u{1D400}-\u{1D7FF}]/gu;

/**
 * '𝗭𝗶𝗺𝘁𝘀𝗰𝗵𝗻𝗲𝗰𝗸𝗲𝗻', '𝟱𝟬𝟬 g Mehl', '𝟭. Hefe …': captions set in a "bold font" by a text generator write their letters and
 * digits in Unicode's mathematical alphabets; each is read as the plain letter or digit it is styled from (NFKC).
 */
export function plainStyledLetters(text: string): string {
  return text.replace(STYLED_CHAR, (c) => c.normalize('NFKC'));
}

/**
 * An LZW encoder as PDF writers use it (LZWDecode with EarlyChange 1, codes most significant bit first), to build
 * LZW-compressed streams and bombs in tests.
 */
export function lzwEncode(data: Uint8Array): Buffer {
  const out: number[] = [];
  let bits = 0;
  let bitCount = 0;
  let width = 9;
  const write = (code: number) => {
    bits = (bits << width) | code;
    bitCount += width;
    while (bitCount >= 8) {
      out.push((bits >>> (bitCount - 8)) & 0xff);
      bitCount -= 8;
    }
    bits &= (1 << bitCount) - 1;
  };
  let table = new Map<number, number>();
  let next = 258;
  const reset = () => {
    write(256);
    table = new Map();
    next = 258;
    width = 9;
  };
  reset();
  let current = -1;
  for (const byte of data) {
    if (current < 0) {
      current = byte;
      continue;
    }
    const known = table.get(current * 256 + byte);
    if (known !== undefined) {
      current = known;
      continue;
    }
    write(current);
    table.set(current * 256 + byte, next);
    next += 1;
    // The reader widens its codes one code early (EarlyChange 1) and never past 12 bits.
    if (next >= 1 << width && width < 12) width += 1;
    if (next >= 4094) reset();
    current = byte;
  }
  if (current >= 0) write(current);
  // The reader adds an entry for that last code too, which may widen the end-of-data code.
  if (next + 1 >= 1 << width && width < 12) width += 1;
  write(257);
  if (bitCount > 0) out.push((bits << (8 - bitCount)) & 0xff);
  return Buffer.from(out);
}

import { constants, createInflate, inflateSync } from 'node:zlib';

/**
 * The PDF stream filters a text reader applies, each decoding at most `limit` bytes: 'over' as soon as the
 * output would pass it, so a decompression bomb costs the check no more than the limit. Decoders are lenient
 * like pdf.js (a truncated or damaged stream gives what decoded before the damage), since pdf.js keeps that
 * much in memory too. Predictors (DecodeParms) never make data longer and are left out.
 */
export type TDecoded = Uint8Array | 'over';

const errorCode = (error: unknown) => (error instanceof Error && 'code' in error ? error.code : undefined);

/** Streams zlib's output and stops at the damage or past the limit. */
function inflateUpToDamage(data: Uint8Array, limit: number): Promise<TDecoded> {
  return new Promise((resolve) => {
    const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    const chunks: Buffer[] = [];
    let length = 0;
    inflate.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) {
        inflate.destroy();
        resolve('over');
      } else chunks.push(chunk);
    });
    inflate.on('error', () => resolve(Buffer.concat(chunks)));
    inflate.on('end', () => resolve(Buffer.concat(chunks)));
    inflate.end(data);
  });
}

export async function flateDecode(data: Uint8Array, limit: number): Promise<TDecoded> {
  try {
    // A truncated stream (no end marker) decodes as far as it goes, as pdf.js reads it.
    return inflateSync(data, { maxOutputLength: Math.max(1, limit + 1), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if (errorCode(error) === 'ERR_BUFFER_TOO_LARGE') return 'over';
    // Damaged data (a wrong checksum, a bad block): count what decodes before the damage.
    return inflateUpToDamage(data, limit);
  }
}

/** A growing output that refuses to pass its limit. */
class BoundedOutput {
  private buffer: Uint8Array;
  length = 0;
  constructor(
    private readonly limit: number,
    sizeHint: number,
  ) {
    this.buffer = new Uint8Array(Math.max(64, Math.min(limit + 1, sizeHint)));
  }
  /** Room for `count` more bytes; false when they would pass the limit. */
  reserve(count: number): boolean {
    if (this.length + count > this.limit) return false;
    if (this.length + count > this.buffer.length) {
      const grown = new Uint8Array(Math.min(this.limit + 1, Math.max(this.buffer.length * 2, this.length + count)));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    return true;
  }
  push(byte: number): void {
    this.buffer[this.length] = byte;
    this.length += 1;
  }
  set(at: number, byte: number): void {
    this.buffer[at] = byte;
  }
  result(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

const LZW_CLEAR = 256;
const LZW_END = 257;

/** LZWDecode (PDF 32000-1 §7.4.4): codes of 9 to 12 bits; `earlyChange` 1 widens them one code early. */
export function lzwDecode(data: Uint8Array, limit: number, earlyChange: number): TDecoded {
  const prefix = new Int32Array(4096).fill(-1);
  const suffix = new Uint8Array(4096);
  const size = new Int32Array(4096);
  for (let code = 0; code < 256; code += 1) {
    suffix[code] = code;
    size[code] = 1;
  }
  const firstByte = (code: number) => {
    let at = code;
    while ((prefix[at] ?? -1) >= 0) at = prefix[at] ?? -1;
    return suffix[at] ?? 0;
  };
  const out = new BoundedOutput(limit, data.length * 4);
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  let position = 0;
  for (;;) {
    while (bitCount < width && position < data.length) {
      bits = ((bits << 8) | (data[position] ?? 0)) & 0xffffff;
      bitCount += 8;
      position += 1;
    }
    if (bitCount < width) break;
    const code = (bits >>> (bitCount - width)) & ((1 << width) - 1);
    bitCount -= width;
    if (code === LZW_CLEAR) {
      next = 258;
      width = 9;
      previous = -1;
      continue;
    }
    if (code === LZW_END || code > next || (code === next && previous < 0)) break;
    if (previous >= 0 && next < 4096) {
      prefix[next] = previous;
      suffix[next] = firstByte(code === next ? previous : code);
      size[next] = (size[previous] ?? 0) + 1;
      next += 1;
    }
    const length = size[code] ?? 0;
    if (!out.reserve(length)) return 'over';
    const start = out.length;
    for (let i = 0; i < length; i += 1) out.push(0);
    for (let at = code, i = length - 1; i >= 0; i -= 1, at = prefix[at] ?? 0) out.set(start + i, suffix[at] ?? 0);
    previous = code;
    if (next + earlyChange >= 1 << width && width < 12) width += 1;
  }
  return out.result();
}

/** RunLengthDecode: a length byte, then that many literal bytes or one byte repeated (up to 128 times). */
export function runLengthDecode(data: Uint8Array, limit: number): TDecoded {
  const out = new BoundedOutput(limit, data.length * 2);
  let position = 0;
  while (position < data.length) {
    const length = data[position] ?? 128;
    position += 1;
    if (length === 128) break;
    const count = length < 128 ? length + 1 : 257 - length;
    if (!out.reserve(count)) return 'over';
    if (length < 128) {
      for (let i = 0; i < count && position < data.length; i += 1, position += 1) out.push(data[position] ?? 0);
    } else {
      const byte = data[position] ?? 0;
      position += 1;
      for (let i = 0; i < count; i += 1) out.push(byte);
    }
  }
  return out.result();
}

const isPdfWhitespace = (byte: number) => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d) || byte === 0x00;

/** ASCIIHexDecode: half as long as its input, decoded only to reach the filter behind it. */
export function asciiHexDecode(data: Uint8Array, limit: number): TDecoded {
  const out = new BoundedOutput(limit, data.length / 2 + 1);
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e) break;
    if (isPdfWhitespace(byte)) continue;
    const digit = Number.parseInt(String.fromCharCode(byte), 16);
    if (Number.isNaN(digit)) break;
    if (high < 0) {
      high = digit;
      continue;
    }
    if (!out.reserve(1)) return 'over';
    out.push(high * 16 + digit);
    high = -1;
  }
  if (high >= 0) {
    if (!out.reserve(1)) return 'over';
    out.push(high * 16);
  }
  return out.result();
}

/** ASCII85Decode: four bytes per five characters (or per `z`), decoded only to reach the filter behind it. */
export function ascii85Decode(data: Uint8Array, limit: number): TDecoded {
  const out = new BoundedOutput(limit, data.length);
  const group: number[] = [];
  const flush = (count: number) => {
    if (!out.reserve(count)) return false;
    while (group.length < 5) group.push(84);
    const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
    for (let i = 0; i < count; i += 1) out.push(Math.floor(value / 2 ** (24 - 8 * i)) & 0xff);
    group.length = 0;
    return true;
  };
  for (const byte of data) {
    if (byte === 0x7e) break;
    if (isPdfWhitespace(byte)) continue;
    if (byte === 0x7a && group.length === 0) {
      group.push(0, 0, 0, 0, 0);
      if (!flush(4)) return 'over';
      continue;
    }
    if (byte < 0x21 || byte > 0x75) break;
    group.push(byte - 0x21);
    if (group.length === 5 && !flush(4)) return 'over';
  }
  if (group.length > 1 && !flush(group.length - 1)) return 'over';
  return out.result();
}

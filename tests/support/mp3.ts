const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/**
 * Walks the MPEG audio layer III frames of a file (after an optional ID3v2 tag) and adds up their duration.
 * Throws at the first byte that is not a valid frame header, so only a well-formed stream passes.
 */
export function mp3Duration(data: Uint8Array): { frames: number; seconds: number; sampleRate: number } {
  let offset = 0;
  if (data[0] === 0x49 && data[1] === 0x44 && data[2] === 0x33) {
    const size = ((data[6] ?? 0) << 21) | ((data[7] ?? 0) << 14) | ((data[8] ?? 0) << 7) | (data[9] ?? 0);
    offset = 10 + size;
  }
  let frames = 0;
  let seconds = 0;
  let sampleRate = 0;
  while (offset + 4 <= data.length) {
    const [b0 = 0, b1 = 0, b2 = 0] = data.subarray(offset, offset + 3);
    if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no frame sync at byte ${offset}`);
    const version = (b1 >> 3) & 3;
    const layer = (b1 >> 1) & 3;
    if (layer !== 1 || version === 1) throw new Error(`not layer III at byte ${offset}`);
    const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[(b2 >> 4) & 15] ?? 0;
    const rate = RATES[version]?.[(b2 >> 2) & 3] ?? 0;
    if (!bitrate || !rate) throw new Error(`bad bitrate or sample rate at byte ${offset}`);
    const padding = (b2 >> 1) & 1;
    const samples = version === 3 ? 1152 : 576;
    const length = Math.floor(((samples / 8) * bitrate * 1000) / rate) + padding;
    offset += length;
    frames += 1;
    seconds += samples / rate;
    sampleRate = rate;
  }
  return { frames, seconds, sampleRate };
}

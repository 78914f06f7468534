// What an uploaded track is, told by its bytes (issue 18 item 4: "a non-audio file as a track ...
// refused by content"), and how long it plays, read from the file itself. Two formats: WAV (RIFF
// WAVE, any codec whose header gives its byte rate) and MP3 (MPEG audio layer I-III frames, with
// or without an ID3v2 tag). No library: the two headers are small and a parser we test is less
// than a dependency we must keep (docs/decisions.md "Music library").

export type AudioKind = { contentType: 'audio/wav' | 'audio/mpeg'; extension: 'wav' | 'mp3'; durationMs: number };

const ascii = (data: Buffer, offset: number, length: number) =>
  data.length >= offset + length ? data.toString('latin1', offset, offset + length) : '';

/**
 * A RIFF WAVE file: its "fmt " chunk before its "data" chunk, a byte rate, a channel count and a
 * sample rate that make sense. The duration is the data's bytes over the byte rate (a data chunk
 * that claims more than the file holds, as a recorder cut off mid-write leaves it, counts what is there).
 */
export const wavDurationMs = (data: Buffer): number | null => {
  if (ascii(data, 0, 4) !== 'RIFF' || ascii(data, 8, 4) !== 'WAVE') return null;
  let offset = 12;
  let byteRate = 0;
  let sawFormat = false;
  while (offset + 8 <= data.length) {
    const id = ascii(data, offset, 4);
    const size = data.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > data.length) return null;
      const channels = data.readUInt16LE(body + 2);
      const sampleRate = data.readUInt32LE(body + 4);
      byteRate = data.readUInt32LE(body + 8);
      if (channels < 1 || channels > 32 || sampleRate < 1 || sampleRate > 768_000 || byteRate < 1) return null;
      sawFormat = true;
    } else if (id === 'data') {
      if (!sawFormat) return null;
      const bytes = Math.min(size, data.length - body);
      if (bytes <= 0) return null;
      return Math.round((bytes / byteRate) * 1000);
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  return null;
};

// MPEG audio frame headers (ISO 11172-3, 13818-3): bit rates in kbit/s by version and layer.
const BITRATES: Record<string, readonly number[]> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, readonly number[]> = {
  1: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  25: [11025, 12000, 8000],
};

type Frame = { length: number; samples: number; sampleRate: number };

/** The MPEG audio frame whose header starts at `offset`, or null. */
const frameAt = (data: Buffer, offset: number): Frame | null => {
  if (offset + 4 > data.length) return null;
  const b1 = data[offset + 1] ?? 0;
  const b2 = data[offset + 2] ?? 0;
  if (data[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const versionBits = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  const bitrateIndex = (b2 >> 4) & 15;
  const rateIndex = (b2 >> 2) & 3;
  if (versionBits === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 25;
  const layer = 4 - layerBits;
  const kbps = BITRATES[`${version === 1 ? 1 : 2}-${layer}`]?.[bitrateIndex] ?? 0;
  const sampleRate = SAMPLE_RATES[version]?.[rateIndex] ?? 0;
  const padding = (b2 >> 1) & 1;
  if (kbps === 0 || sampleRate === 0) return null;
  if (layer === 1)
    return { length: (Math.floor((12 * kbps * 1000) / sampleRate) + padding) * 4, samples: 384, sampleRate };
  const samples = layer === 3 && version !== 1 ? 576 : 1152;
  return { length: Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding, samples, sampleRate };
};

/** Where the audio starts after an ID3v2 tag (its size is four 7-bit bytes), or 0. */
const afterId3 = (data: Buffer): number => {
  if (ascii(data, 0, 3) !== 'ID3' || data.length < 10) return 0;
  const size = ((data[6] ?? 0) << 21) | ((data[7] ?? 0) << 14) | ((data[8] ?? 0) << 7) | (data[9] ?? 0);
  const footer = ((data[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
};

/** How many frames in a row must parse before the bytes count as MP3 (one can be chance). */
const FRAMES_IN_A_ROW = 3;

/**
 * An MP3: after an optional ID3v2 tag, MPEG audio frames back to back (the first one within
 * 4 KiB of the tag). The duration is every frame's samples over its sample rate, so variable bit
 * rate files are measured as well as constant ones.
 */
export const mp3DurationMs = (data: Buffer): number | null => {
  let offset = afterId3(data);
  const searchEnd = Math.min(data.length, offset + 4096);
  while (offset < searchEnd && !frameAt(data, offset)) offset += 1;
  let frames = 0;
  let seconds = 0;
  for (let frame = frameAt(data, offset); frame; frame = frameAt(data, offset)) {
    frames += 1;
    seconds += frame.samples / frame.sampleRate;
    offset += frame.length;
  }
  return frames >= FRAMES_IN_A_ROW ? Math.round(seconds * 1000) : null;
};

/** The audio the bytes are, with their duration; null for anything else. */
export const sniffAudio = (data: Buffer): AudioKind | null => {
  const wav = wavDurationMs(data);
  if (wav !== null) return { contentType: 'audio/wav', extension: 'wav', durationMs: wav };
  const mp3 = mp3DurationMs(data);
  if (mp3 !== null) return { contentType: 'audio/mpeg', extension: 'mp3', durationMs: mp3 };
  return null;
};

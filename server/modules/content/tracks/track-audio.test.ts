import { describe, expect, it } from 'vitest';
import { mp3DurationMs, sniffAudio, wavDurationMs } from './track-audio';
import { byteRangeOf } from '../../../platform/storage/byte-range';
import { pcmWav, synthesiseChords } from './track-synth';

// One MPEG-1 layer III frame at 128 kbit/s, 44.1 kHz: 417 bytes (no padding), 1152 samples.
const mp3Frame = () => {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return frame;
};
const mp3 = (frames: number, id3 = false) => {
  const body = Buffer.concat(Array.from({ length: frames }, mp3Frame));
  if (!id3) return body;
  // An ID3v2.3 tag of 20 bytes (syncsafe size) before the audio.
  return Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 20]), Buffer.alloc(20), body]);
};

describe('track audio: what the bytes are and how long they play', () => {
  it('reads a synthesised WAV: 16 kHz mono 16-bit, two chords of 1.5 s are 3 s', () => {
    const wav = synthesiseChords(
      [
        [60, 64, 67],
        [65, 69, 72],
      ],
      1.5,
    );
    expect(wav.length).toBe(44 + 3 * 16_000 * 2);
    expect(sniffAudio(wav)).toEqual({ contentType: 'audio/wav', extension: 'wav', durationMs: 3000 });
  });

  it('skips chunks before the data (LIST) and counts what a cut-off data chunk holds', () => {
    const wav = pcmWav(new Int16Array(8000), 8000); // 1 s
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc\0')]);
    const withList = Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
    expect(wavDurationMs(withList)).toBe(1000);
    expect(wavDurationMs(wav.subarray(0, 44 + 8000))).toBe(500);
  });

  it('refuses a RIFF that is not WAVE, a WAV without a format or data, and a zero byte rate', () => {
    const wav = pcmWav(new Int16Array(100), 8000);
    const webp = Buffer.from(wav);
    webp.write('WEBP', 8, 'latin1');
    expect(sniffAudio(webp)).toBeNull();
    expect(wavDurationMs(wav.subarray(0, 36))).toBeNull();
    const noRate = Buffer.from(wav);
    noRate.writeUInt32LE(0, 28);
    expect(wavDurationMs(noRate)).toBeNull();
  });

  it('reads MP3 frames, with or without an ID3 tag: 100 frames of 1152 samples at 44.1 kHz', () => {
    expect(mp3DurationMs(mp3(100))).toBe(Math.round((100 * 1152 * 1000) / 44100));
    expect(sniffAudio(mp3(100, true))).toMatchObject({ contentType: 'audio/mpeg', extension: 'mp3' });
  });

  it('refuses a lone frame-like pair of bytes and other files (PDF, PNG, text, empty)', () => {
    expect(sniffAudio(Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.alloc(10)]))).toBeNull();
    expect(sniffAudio(Buffer.from('%PDF-1.4\n%%EOF\n'))).toBeNull();
    expect(sniffAudio(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBeNull();
    expect(sniffAudio(Buffer.from('RIFF but not really'))).toBeNull();
    expect(sniffAudio(Buffer.alloc(0))).toBeNull();
  });
});

describe('byteRangeOf: one range of a Range header', () => {
  it('reads a-b, a- and -n within the size, and cuts an end past it', () => {
    expect(byteRangeOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRangeOf('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('answers whole for no header, several ranges, another unit or a reversed range; 416 past the end', () => {
    expect(byteRangeOf(undefined, 1000)).toBeNull();
    expect(byteRangeOf('bytes=0-1,5-9', 1000)).toBeNull();
    expect(byteRangeOf('items=0-1', 1000)).toBeNull();
    expect(byteRangeOf('bytes=9-5', 1000)).toBeNull();
    expect(byteRangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});

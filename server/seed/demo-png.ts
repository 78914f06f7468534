import { crc32, deflateSync } from 'node:zlib';
import { PNG_SIGNATURE } from '../platform/storage/file-kind';

// A tiny PNG encoder for the demo's images (issue 18 item 8: images generated at seed time, no
// downloads): 8-bit RGB, no interlace, every row filter 0. Enough for flat shapes.

export type Rgb = readonly [number, number, number];

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A width × height PNG whose pixel (x, y) is `colourAt(x, y)`. */
export const encodePng = (width: number, height: number, colourAt: (x: number, y: number) => Rgb): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x += 1) raw.set(colourAt(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from(PNG_SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const PALETTE: readonly Rgb[] = [
  [45, 114, 210],
  [41, 166, 52],
  [209, 152, 11],
  [205, 66, 70],
  [124, 50, 189],
  [0, 163, 158],
];

/**
 * A programme's picture: a light card with a coloured shape (circle, square or stripes) that
 * differs by `seed`, so that every demo programme's image is its own.
 */
export const demoProgramPng = (seed: number): Buffer => {
  const colour = PALETTE[seed % PALETTE.length] ?? PALETTE[0]!;
  const shape = Math.floor(seed / PALETTE.length) % 3;
  const background: Rgb = [245, 248, 250];
  return encodePng(160, 120, (x, y) => {
    const inside =
      shape === 0
        ? (x - 80) ** 2 + (y - 60) ** 2 < 40 ** 2
        : shape === 1
          ? Math.abs(x - 80) < 36 && Math.abs(y - 60) < 36
          : Math.floor((x + y) / 16) % 2 === 0 && y > 20 && y < 100;
    return inside ? colour : background;
  });
};

import { describe, expect, it } from 'vitest';
import { sniffLogo } from './logo-image';

describe('logo content check', () => {
  it('knows PNG, JPEG, GIF and WebP by their bytes', () => {
    expect(sniffLogo(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.contentType).toBe('image/png');
    expect(sniffLogo(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(sniffLogo(Buffer.from('GIF89a'))?.contentType).toBe('image/gif');
    expect(sniffLogo(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.contentType).toBe('image/webp');
  });

  it('refuses a text file, a PDF and an SVG whatever they are called', () => {
    expect(sniffLogo(Buffer.from('hello'))).toBeNull();
    expect(sniffLogo(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isPdfFile, startsAsPdf } from './pdfSignature';

describe('the PDF check before an upload', () => {
  it('accepts bytes that start with %PDF- whatever the name', async () => {
    expect(await isPdfFile(new Blob(['%PDF-1.7\n...']))).toBe(true);
  });

  it('refuses a PNG renamed to .pdf and an empty file', async () => {
    expect(await isPdfFile(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d])]))).toBe(false);
    expect(startsAsPdf(new Uint8Array())).toBe(false);
  });
});

// What uploaded bytes are, told by their first bytes: the name and the declared type are the
// uploader's say-so. Every upload (CVs, photos, logos, contract PDFs) asks here.

export type FileKind = { contentType: string; extensions: readonly string[] };

/** Do the bytes at `offset` equal `bytes`? */
export const startsWith = (data: Buffer, bytes: readonly number[], offset = 0): boolean =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);

/** PNG's whole eight-byte signature; `sniffFile` looks at its first four only. */
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** '%PDF-' */
export const hasPdfSignature = (data: Buffer): boolean => startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d]);

/** PDF, Word (DOC, DOCX) or a PNG, JPEG, GIF or WebP image; null for anything else (SVG included: it can carry script). */
export const sniffFile = (data: Buffer): FileKind | null => {
  if (hasPdfSignature(data)) return { contentType: 'application/pdf', extensions: ['pdf'] };
  if (startsWith(data, PNG_SIGNATURE.slice(0, 4))) return { contentType: 'image/png', extensions: ['png'] };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] };
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return { contentType: 'image/gif', extensions: ['gif'] };
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return { contentType: 'image/webp', extensions: ['webp'] };
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { contentType: 'application/msword', extensions: ['doc'] };
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]))
    return {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extensions: ['docx'],
    };
  return null;
};

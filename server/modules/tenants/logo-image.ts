/**
 * The image formats a logo may have, told by their first bytes (the name and the declared type
 * are the uploader's say-so). SVG is left out on purpose: it can carry script.
 */
export type LogoKind = { contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'; extension: string };

const startsWith = (data: Buffer, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);

export const sniffLogo = (data: Buffer): LogoKind | null => {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return null;
};

/** 2 MB: a logo is shown small; anything bigger is a photo uploaded by mistake. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

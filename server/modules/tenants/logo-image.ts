import { PNG_SIGNATURE, sniffFile, startsWith } from '../../platform/storage/file-kind';

/**
 * The image formats a logo may have, told by their first bytes (platform/storage/file-kind).
 * SVG is left out on purpose: it can carry script.
 */
export type LogoKind = { contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'; extension: string };

const LOGO_TYPES: ReadonlySet<string> = new Set<LogoKind['contentType']>([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);

export const sniffLogo = (data: Buffer): LogoKind | null => {
  const kind = sniffFile(data);
  if (!kind || !LOGO_TYPES.has(kind.contentType)) return null;
  // A logo's PNG must carry the whole signature, not only its first four bytes.
  if (kind.contentType === 'image/png' && !startsWith(data, PNG_SIGNATURE)) return null;
  return { contentType: kind.contentType as LogoKind['contentType'], extension: kind.extensions[0] ?? '' };
};

/** 2 MB: a logo is shown small; anything bigger is a photo uploaded by mistake. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The Content-Disposition of a file the server sends (RFC 6266): an ASCII fallback name and the
 * real one in UTF-8, so that a Chinese file name survives every browser.
 */
export const contentDisposition = (kind: 'inline' | 'attachment', fileName: string) =>
  `${kind}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

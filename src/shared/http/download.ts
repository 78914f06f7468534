// Architecture.md "Files": exports are REST responses with Content-Disposition, and the console
// saves them under the name the server gave (RFC 6266: filename* in UTF-8 wins over filename).

export const fileNameFromDisposition = (header: string | null, fallback: string): string => {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
};

/** Hands `blob` to the browser's downloads under `name` (an export the console fetched itself). */
export const saveBlob = (blob: Blob, name: string) => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the bytes to the browser's download.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
};

import { PATHS } from '../routes/paths';

// Spec 000 §2 and spec 002 §2: /system/reviewfile opens in a new tab and shows the file whose
// address is kept in local storage. The account page (CVs) and the deposit drawer (contract
// files) write it, the review-file page reads it; features do not import each other, so the key
// lives here.
const STORAGE_KEY = 'atrium.reviewFile';

/** watermarked: a contract file, shown page by page under the viewer's watermark (spec 002 §9). */
export type ReviewFile = { url: string; fileName: string; contentType: string; watermarked: boolean };

/** Remembers the file and opens the preview tab; false when the browser blocked the tab. */
export const openReviewFile = (file: ReviewFile): boolean => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(file));
  return window.open(PATHS.reviewFile, '_blank') !== null;
};

/** The file last remembered, or null when there is none or it is not one of our own API's. */
export const readStoredReviewFile = (): ReviewFile | null => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { url, fileName, contentType, watermarked } = value as Record<string, unknown>;
    // Only our own API: the stored value must not turn this page into an open redirect.
    if (typeof url !== 'string' || !url.startsWith('/api/') || typeof fileName !== 'string') return null;
    return {
      url,
      fileName,
      contentType: typeof contentType === 'string' ? contentType : '',
      watermarked: watermarked === true,
    };
  } catch {
    return null;
  }
};

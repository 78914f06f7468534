// Spec 000 §2: /system/reviewfile opens the CV in a new tab and takes its url from local
// storage. The same key is read by src/features/review-file (features do not import each other).
export const REVIEW_FILE_STORAGE_KEY = 'atrium.reviewFile';
export const REVIEW_FILE_ROUTE = '/system/reviewfile';

export type ReviewFile = { url: string; fileName: string; contentType: string };

/** Remembers the file and opens the preview tab; false when the browser blocked the tab. */
export const openReviewFile = (file: ReviewFile): boolean => {
  localStorage.setItem(REVIEW_FILE_STORAGE_KEY, JSON.stringify(file));
  return window.open(REVIEW_FILE_ROUTE, '_blank') !== null;
};

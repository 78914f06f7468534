// Spec 002 §2 "Other routes": /system/reviewfile opens in a new tab and shows the attachment whose
// address is kept in local storage. The key is the one src/features/review-file reads (features
// do not import each other; the account page writes the same key for CVs).
const REVIEW_FILE_STORAGE_KEY = 'atrium.reviewFile';
const REVIEW_FILE_ROUTE = '/system/reviewfile';

/** Remembers the file and opens the preview tab; false when the browser blocked the tab. */
export const openContractFile = (file: { url: string; fileName: string }): boolean => {
  localStorage.setItem(
    REVIEW_FILE_STORAGE_KEY,
    JSON.stringify({ url: file.url, fileName: file.fileName, contentType: 'application/pdf', watermarked: true }),
  );
  return window.open(REVIEW_FILE_ROUTE, '_blank') !== null;
};

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openReviewFile, readStoredReviewFile } from './reviewFileStore';

// The writers (account CVs, deposit contract files) and the review-file page share one key.
describe('review file store', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('opens the preview tab and hands it the file it was given', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(window);
    const file = { url: '/api/files/1', fileName: 'contract.pdf', contentType: 'application/pdf', watermarked: true };
    expect(openReviewFile(file)).toBe(true);
    expect(open).toHaveBeenCalledWith('/system/reviewfile', '_blank');
    expect(readStoredReviewFile()).toEqual(file);
  });

  it('says so when the browser blocks the tab', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openReviewFile({ url: '/api/cv', fileName: 'cv.pdf', contentType: '', watermarked: false })).toBe(false);
  });

  it('refuses an address outside our API, so the page is no open redirect', () => {
    vi.spyOn(window, 'open').mockReturnValue(window);
    openReviewFile({ url: 'https://evil.example/x.pdf', fileName: 'x.pdf', contentType: '', watermarked: false });
    expect(readStoredReviewFile()).toBeNull();
  });
});

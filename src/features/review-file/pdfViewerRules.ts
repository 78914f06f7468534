// Spec 002 §9 "PDF": the preview's watermark and layout constants, and §8's fallback rule.

export const WATERMARK = {
  fontSizePx: 18,
  opacity: 0.1,
  rotationDeg: 25,
  /** One tile of the repeated watermark, about 165 px each way. */
  gridPx: 165,
} as const;

export const NARROW_SCALE = 0.55;
export const WIDE_PAGE_PX = 650;
/** Paging moves one page at a time; the page drawn follows the last click after this long. */
export const PAGE_DEBOUNCE_MS = 300;

/**
 * The scale a page is drawn at: the page's own size when it fits, and 0.55 when the page (at
 * scale 1) is wider than 650 px and would have to shrink to fit the viewer.
 */
export const pdfScale = (pageWidthPx: number, viewerWidthPx: number): number => {
  const fit = viewerWidthPx > 0 ? viewerWidthPx / pageWidthPx : 1;
  if (fit >= 1) return 1;
  return pageWidthPx > WIDE_PAGE_PX ? NARROW_SCALE : fit;
};

export type RenderMode = 'image' | 'canvas';

/** Spec 002 §8: a shading rendering error switches the render mode to canvas. */
export const isShadingError = (error: unknown): boolean =>
  /shading/i.test(error instanceof Error ? `${error.name} ${error.message}` : String(error));

/** The watermark's words: who is looking, and the day. */
export const watermarkText = (userName: string, day: string) => `${userName} ${day}`.trim();

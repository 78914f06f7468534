import { describe, expect, it } from 'vitest';
import { isShadingError, pdfScale, watermarkText } from './pdfViewerRules';

describe('the PDF preview’s rules', () => {
  it('draws a page at its own size when it fits', () => {
    expect(pdfScale(612, 900)).toBe(1);
  });

  it('shrinks a page wider than 650 px to 0.55 when it does not fit', () => {
    expect(pdfScale(842, 700)).toBe(0.55);
  });

  it('fits a narrow page that does not fit a narrower viewer', () => {
    expect(pdfScale(600, 300)).toBe(0.5);
  });

  it('falls back to canvas on a shading error only', () => {
    expect(isShadingError(new Error('Unknown ShadingType: 9'))).toBe(true);
    expect(isShadingError(new Error('Invalid PDF structure.'))).toBe(false);
  });

  it('marks the page with the viewer and the day', () => {
    expect(watermarkText('林静', '2026/06/01')).toBe('林静 2026/06/01');
  });
});

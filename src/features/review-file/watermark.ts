import { WATERMARK } from './pdfViewerRules';

/**
 * One tile of the watermark as an image address, repeated over the page by CSS. Spec 002 §8: a
 * watermark that cannot be drawn leaves an empty address (the page shows without it).
 */
export const watermarkTile = (text: string): string => {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = WATERMARK.gridPx;
    canvas.height = WATERMARK.gridPx;
    const context = canvas.getContext('2d');
    if (!context || !text) return '';
    context.globalAlpha = WATERMARK.opacity;
    context.fillStyle = '#000';
    context.font = `${WATERMARK.fontSizePx}px sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.translate(WATERMARK.gridPx / 2, WATERMARK.gridPx / 2);
    // Counter-clockwise, so the text rises to the right as watermarks usually do.
    context.rotate((-WATERMARK.rotationDeg * Math.PI) / 180);
    context.fillText(text, 0, 0, WATERMARK.gridPx * 1.1);
    return canvas.toDataURL('image/png');
  } catch {
    return '';
  }
};

// Spec 002 §5, §8: a contract file must be a PDF ("upload file in PDF format"), judged by what
// the bytes are, not by the name: they start with the %PDF- signature and pdf.js can open them
// as a document with at least one page. pdf.js is loaded on first use only.

import { hasPdfSignature } from './file-kind';

export const isReadablePdf = async (data: Buffer): Promise<boolean> => {
  if (!hasPdfSignature(data)) return false;
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of the array it is given: hand it a copy, not the upload's buffer.
  const task = getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  try {
    const document = await task.promise;
    return document.numPages > 0;
  } catch {
    return false;
  } finally {
    await task.destroy();
  }
};

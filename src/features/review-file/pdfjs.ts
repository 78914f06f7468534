import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
// Served from the console's own origin, so the worker loads under the CSP (script-src 'self').
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Opens PDF bytes with pdf.js; no eval (the CSP forbids it) and nothing fetched from elsewhere. */
export const openPdf = (data: ArrayBuffer): Promise<PDFDocumentProxy> =>
  getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;

export type { PDFDocumentProxy };

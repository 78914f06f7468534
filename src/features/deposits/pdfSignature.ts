// Spec 002 §5, §8: only PDFs are uploaded ("upload file in PDF format"). The console checks the
// first bytes before sending, as the server does (which also opens the file with pdf.js).

const SIGNATURE = '%PDF-';

export const startsAsPdf = (bytes: Uint8Array): boolean =>
  bytes.length >= SIGNATURE.length && [...SIGNATURE].every((char, i) => bytes[i] === char.charCodeAt(0));

export const isPdfFile = async (file: Blob): Promise<boolean> =>
  startsAsPdf(new Uint8Array(await file.slice(0, SIGNATURE.length).arrayBuffer()));

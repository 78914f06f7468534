/**
 * Multipart bodies a broken or hostile client sends to the upload routes (and to every other POST
 * and PUT, which must refuse them): no boundary, a truncated part, parts without headers, names
 * with NUL, limits exceeded, a file larger than any upload allows.
 */
/** `large` cases go only to the routes without a JSON body (the uploads among them). */
export type MultipartCase = { label: string; contentType: string; payload: Buffer; large?: boolean };

const B = 'fuzzboundary';
const TYPE = `multipart/form-data; boundary=${B}`;

const part = (headers: string, body: string | Buffer) =>
  Buffer.concat([
    Buffer.from(`--${B}\r\n${headers}\r\n\r\n`),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
    Buffer.from('\r\n'),
  ]);
const close = Buffer.from(`--${B}--\r\n`);
const file = (name: string, filename: string, body: string | Buffer) =>
  part(`Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf`, body);
const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, close]);

export const MULTIPART_CASES: readonly MultipartCase[] = [
  { label: 'no-boundary', contentType: 'multipart/form-data', payload: Buffer.from('x') },
  { label: 'empty-boundary', contentType: 'multipart/form-data; boundary=', payload: Buffer.from('--\r\n') },
  {
    label: 'long-boundary',
    contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    payload: Buffer.from('x'),
  },
  { label: 'empty', contentType: TYPE, payload: Buffer.alloc(0) },
  { label: 'only-close', contentType: TYPE, payload: close },
  {
    label: 'truncated',
    contentType: TYPE,
    payload: Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4`),
  },
  { label: 'garbage', contentType: TYPE, payload: Buffer.from([0, 255, 13, 10, 45, 45, 0, 1, 2, 3]) },
  { label: 'no-part-headers', contentType: TYPE, payload: Buffer.from(`--${B}\r\n\r\nbody\r\n--${B}--\r\n`) },
  {
    label: 'bad-part-header',
    contentType: TYPE,
    payload: Buffer.from(`--${B}\r\nnot a header\r\n\r\nbody\r\n--${B}--\r\n`),
  },
  {
    label: 'nul-field-name',
    contentType: TYPE,
    payload: form(field('ten\u0000antId', 'x'), file('file', 'a.pdf', 'x')),
  },
  { label: 'nul-filename', contentType: TYPE, payload: form(file('file', 'a\u0000.pdf', '%PDF-1.4 x')) },
  {
    label: 'bad-utf8-filename',
    contentType: TYPE,
    payload: form(
      part(
        'Content-Disposition: form-data; name="file"; filename*=UTF-8\'\'%ED%A0%80.pdf\r\nContent-Type: application/pdf',
        'x',
      ),
    ),
  },
  { label: 'nul-field', contentType: TYPE, payload: form(field('tenantId', '\u0000'), file('file', 'a.pdf', 'x')) },
  { label: 'long-filename', contentType: TYPE, payload: form(file('file', `${'n'.repeat(5_000)}.pdf`, 'x')) },
  { label: 'not-a-file', contentType: TYPE, payload: form(file('file', 'a.pdf', 'hello')) },
  { label: 'field-only', contentType: TYPE, payload: form(field('file', 'not a file')) },
  {
    label: 'too-many-files',
    contentType: TYPE,
    payload: form(...Array.from({ length: 12 }, (_, i) => file(`file${i}`, `${i}.pdf`, 'x'))),
  },
  {
    label: 'too-many-fields',
    contentType: TYPE,
    payload: form(...Array.from({ length: 30 }, (_, i) => field(`f${i}`, 'x'))),
  },
  {
    label: 'file-3mb',
    contentType: TYPE,
    payload: form(file('file', 'big.pdf', Buffer.alloc(3 * 1024 * 1024, 65))),
    large: true,
  },
  {
    label: 'file-21mb',
    contentType: TYPE,
    payload: form(file('file', 'big.pdf', Buffer.alloc(21 * 1024 * 1024, 65))),
    large: true,
  },
  { label: 'proto-field', contentType: TYPE, payload: form(field('__proto__', 'x'), file('file', 'a.pdf', 'x')) },
];

/** A PDF pdf.js reads (one empty page), so that an upload passes its content check and reaches the name. */
const readablePdf = (): Buffer => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
};
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Files whose content passes the upload's check, under names no person types: NUL, bytes that
 * are not UTF-8, an encoded lone surrogate, 5,000 characters, a path. The tenantId field is the
 * one the contract-file upload reads.
 */
export const hostileFileCases = (tenantId: string): MultipartCase[] => {
  const names: [string, Buffer][] = [
    ['nul', Buffer.from('filename="a\u0000b.pdf"')],
    [
      'latin1',
      Buffer.concat([Buffer.from('filename="a'), Buffer.from([0xed, 0xa0, 0x80, 0xff]), Buffer.from('.pdf"')]),
    ],
    ['star-surrogate', Buffer.from("filename*=UTF-8''a%ED%A0%80.pdf")],
    ['long', Buffer.from(`filename="${'n'.repeat(5_000)}.pdf"`)],
    ['path', Buffer.from('filename="../../../etc/passwd.pdf"')],
    ['empty', Buffer.from('filename=""')],
  ];
  const named = (disposition: Buffer, data: Buffer, contentType: string) =>
    Buffer.concat([
      Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; `),
      disposition,
      Buffer.from(`\r\nContent-Type: ${contentType}\r\n\r\n`),
      data,
      Buffer.from('\r\n'),
    ]);
  return names.flatMap(([label, disposition]) => [
    {
      label: `pdf-name:${label}`,
      contentType: TYPE,
      payload: form(field('tenantId', tenantId), named(disposition, readablePdf(), 'application/pdf')),
    },
    {
      label: `png-name:${label}`,
      contentType: TYPE,
      payload: form(
        named(Buffer.from(disposition.toString('latin1').replace('.pdf', '.png'), 'latin1'), PNG, 'image/png'),
      ),
    },
  ]);
};

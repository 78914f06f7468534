import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition';

/** An Excel export: the bytes and the name the console saves them under. */
export type Workbook = { fileName: string; data: Buffer };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a workbook as a download that no shared cache keeps (it holds a centre's data). */
export const sendWorkbook = (reply: FastifyReply, workbook: Workbook) =>
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition('attachment', workbook.fileName))
    .header('cache-control', 'private, no-store')
    .send(workbook.data);

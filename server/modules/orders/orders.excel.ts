import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { translatorFor, type Language } from '../../platform/i18n';
import type { ContractLine } from '../../platform/db/schema/index';
import type { OrderItem } from './orders.schemas';

// The order list as an Excel workbook (spec 002 §7 excelDownload / orderListExcel), headed in
// the caller's language, with the file name the console saves it under (Content-Disposition).

const COLUMNS = [
  { key: 'creationTime', width: 20 },
  { key: 'tenantName', width: 24 },
  { key: 'usageKind', width: 14 },
  { key: 'childName', width: 18 },
  { key: 'resourceName', width: 28 },
  { key: 'amount', width: 14 },
  { key: 'freeTimes', width: 12 },
  { key: 'operatorName', width: 16 },
  { key: 'remark', width: 30 },
] as const;

export type OrderWorkbook = { fileName: string; data: Buffer };

/** VRAT reads VCAT for a tenant with vrat1.showVCAT (spec 002 intro). */
export const lineLabel = (line: ContractLine, vcat: boolean) => (line === 'hfs' ? 'HFS' : vcat ? 'VCAT' : 'VRAT');

export const orderWorkbook = async (
  orders: OrderItem[],
  options: { line: ContractLine; vcat: boolean; language: Language; timeZone: string; now?: Date },
): Promise<OrderWorkbook> => {
  const t = translatorFor(options.language);
  const label = lineLabel(options.line, options.vcat);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Atrium';
  const sheet = workbook.addWorksheet(t('orders:excel.sheet', { line: label }));
  sheet.columns = COLUMNS.map((column) => ({
    key: column.key,
    width: column.width,
    // Catalogue keys are kebab-case: creationTime reads excel.columns.creation-time.
    header: t(`orders:excel.columns.${column.key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`),
  }));
  sheet.getRow(1).font = { bold: true };
  // Spec 000 §1, 002 §9: a date-time reads YYYY/MM/DD HH:mm in both languages, as on the console.
  const pattern = 'yyyy/MM/dd HH:mm';
  for (const order of orders) {
    sheet.addRow({
      creationTime: DateTime.fromISO(order.creationTime).setZone(options.timeZone).toFormat(pattern),
      tenantName: order.tenantName,
      usageKind: t(`orders:usage.${order.usageKind}`),
      childName: order.childName ?? '',
      resourceName: order.resourceName ?? '',
      amount: order.amount,
      freeTimes: order.freeTimes,
      operatorName: order.operatorName ?? '',
      remark: order.remark,
    });
  }
  sheet.getColumn('amount').numFmt = '0.00';
  const day = DateTime.fromJSDate(options.now ?? new Date())
    .setZone(options.timeZone)
    .toFormat('yyyyMMdd');
  const fileName = `${t('orders:excel.file-name', { line: label })}-${day}.xlsx`;
  return { fileName, data: Buffer.from(await workbook.xlsx.writeBuffer()) };
};

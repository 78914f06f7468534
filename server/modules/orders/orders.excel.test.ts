import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { orderWorkbook } from './orders.excel';
import type { OrderItem } from './orders.schemas';

const order: OrderItem = {
  id: 'o1',
  tenantId: 't1',
  tenantName: 'Sunrise Centre',
  contractId: 'c1',
  usageKind: 'evaluation',
  amount: 12.5,
  freeTimes: 0,
  childName: 'Mia Sun',
  resourceName: null,
  remark: '',
  operatorName: null,
  creationTime: '2026-11-10T02:00:00Z',
};

const timeCell = async (language: 'zh-CN' | 'en-US') => {
  const { data } = await orderWorkbook([order], { line: 'hfs', vcat: false, language, timeZone: 'Asia/Shanghai' });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.worksheets[0]!.getRow(2).getCell(1).value;
};

// Issue 17 item 3: the exported time reads as the console's lists do, in the centre's zone.
describe('the order workbook’s times', () => {
  it('read YYYY/MM/DD HH:mm in both languages (spec 000 §1, 002 §9)', async () => {
    expect(await timeCell('zh-CN')).toBe('2026/11/10 10:00');
    expect(await timeCell('en-US')).toBe('2026/11/10 10:00');
  });
});

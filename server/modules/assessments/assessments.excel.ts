import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import type { Workbook } from '../../platform/workbook';
import { translatorFor, type Language } from '../../platform/i18n';
import type { UserAssessmentItem } from './assessments.schemas';

// Spec 001 §7 POST userAssessmentsExcel: the centre's assessments as a workbook, headed in the
// caller's language, saved as a statistics report named with a timestamp.

const COLUMNS = [
  { key: 'subject-name', width: 18 },
  { key: 'title', width: 30 },
  { key: 'status', width: 16 },
  { key: 'need-pay', width: 12 },
  { key: 'creator-name', width: 16 },
  { key: 'creation-time', width: 20 },
  { key: 'finish-time', width: 20 },
] as const;

// Spec 000 §1: a date-time reads YYYY/MM/DD HH:mm in both languages.
const dateTime = (iso: string | null, timeZone: string) =>
  iso ? DateTime.fromISO(iso).setZone(timeZone).toFormat('yyyy/MM/dd HH:mm') : '';

export const userAssessmentWorkbook = async (
  items: readonly UserAssessmentItem[],
  options: { language: Language; timeZone: string; now: Date },
): Promise<Workbook> => {
  const t = translatorFor(options.language);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Atrium';
  const sheet = workbook.addWorksheet(t('assessments:excel.sheet'));
  sheet.columns = COLUMNS.map((c) => ({ key: c.key, width: c.width, header: t(`assessments:excel.columns.${c.key}`) }));
  sheet.getRow(1).font = { bold: true };
  for (const item of items) {
    sheet.addRow({
      'subject-name': item.subjectName,
      title: item.assessment.title,
      status: t(`assessments:excel.status.${item.status}`),
      'need-pay': item.status === 'ReportedReady' && item.needPay ? t('assessments:excel.yes') : '',
      'creator-name': item.creatorName ?? '',
      'creation-time': dateTime(item.creationTime, options.timeZone),
      'finish-time': dateTime(item.finishTime, options.timeZone),
    });
  }
  const stamp = DateTime.fromJSDate(options.now).setZone(options.timeZone).toFormat('yyyyMMddHHmmss');
  return {
    fileName: `${t('assessments:excel.file')}-${stamp}.xlsx`,
    data: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
};

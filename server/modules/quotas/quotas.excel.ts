import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import type { Workbook } from '../../platform/workbook';
import { translatorFor, type Language, type Translate } from '../../platform/i18n';
import type { AssessmentTimesItem, SessionQuotaItem } from './quotas.schemas';
import { keyOf } from './quota-keys';

// The session and assessment quota lists as Excel workbooks (spec 001 §7 recordsListExcel and
// assessmentTimesSettingRecords/excel), headed in the caller's language, with the file name the
// console saves them under (Content-Disposition).

/** Spec 001 §9: more than 500 left (or none counted) reads unlimited; nothing left reads "none yet". */
export const UNLIMITED_ABOVE = 500;

export const amountText = (t: Translate, value: number | null) =>
  value === null || value > UNLIMITED_ABOVE || value === -1
    ? t('quotas:excel.unlimited')
    : value === 0
      ? t('quotas:excel.none-yet')
      : String(value);

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const workbookOf = async (
  t: Translate,
  sheetKey: string,
  columns: readonly { key: string; width: number }[],
  rows: Record<string, string | number>[],
  fileKey: string,
  options: { timeZone: string; now?: Date },
): Promise<Workbook> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Atrium';
  const sheet = workbook.addWorksheet(t(sheetKey));
  sheet.columns = columns.map((c) => ({
    key: c.key,
    width: c.width,
    header: t(`quotas:excel.columns.${kebab(c.key)}`),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  const day = DateTime.fromJSDate(options.now ?? new Date())
    .setZone(options.timeZone)
    .toFormat('yyyyMMdd');
  return { fileName: `${t(fileKey)}-${day}.xlsx`, data: Buffer.from(await workbook.xlsx.writeBuffer()) };
};

// Spec 000 §1: a date-time reads YYYY/MM/DD HH:mm in both languages, a day YYYY/MM/DD.
const dateTime = (iso: string, timeZone: string) =>
  DateTime.fromISO(iso).setZone(timeZone).toFormat('yyyy/MM/dd HH:mm');
const day = (iso: string | null) => (iso ? iso.replaceAll('-', '/') : '');

const SESSION_COLUMNS = [
  { key: 'childName', width: 18 },
  { key: 'type', width: 12 },
  { key: 'billingMethod', width: 18 },
  { key: 'period', width: 26 },
  { key: 'classHours', width: 12 },
  { key: 'usedHours', width: 12 },
  { key: 'remainingHours', width: 12 },
  { key: 'state', width: 12 },
  { key: 'remark', width: 30 },
  { key: 'creatorName', width: 16 },
  { key: 'creationTime', width: 20 },
] as const;

export const sessionQuotaWorkbook = (
  records: SessionQuotaItem[],
  options: { language: Language; timeZone: string; now?: Date },
) => {
  const t = translatorFor(options.language);
  return workbookOf(
    t,
    'quotas:excel.sessions-sheet',
    SESSION_COLUMNS,
    records.map((r) => ({
      childName: r.childName,
      type: t(`quotas:types.${keyOf(r.type)}`),
      billingMethod: t(`quotas:billing.${keyOf(r.billingMethod)}`),
      period: r.startTime || r.endTime ? `${day(r.startTime)} – ${day(r.endTime)}` : t('quotas:excel.unlimited'),
      classHours: amountText(t, r.classHours),
      usedHours: r.usedHours,
      remainingHours: amountText(t, r.remainingHours),
      state: t(`quotas:states.${keyOf(r.state)}`),
      remark: r.remark,
      creatorName: r.creatorName ?? '',
      creationTime: dateTime(r.creationTime, options.timeZone),
    })),
    'quotas:excel.sessions-file',
    options,
  );
};

const ASSESSMENT_COLUMNS = [
  { key: 'childName', width: 18 },
  { key: 'assessmentName', width: 30 },
  { key: 'times', width: 10 },
  { key: 'remainingTimes', width: 12 },
  { key: 'remark', width: 30 },
  { key: 'creatorName', width: 16 },
  { key: 'creationTime', width: 20 },
] as const;

export const assessmentQuotaWorkbook = (
  entries: AssessmentTimesItem[],
  options: { language: Language; timeZone: string; now?: Date },
) => {
  const t = translatorFor(options.language);
  return workbookOf(
    t,
    'quotas:excel.assessments-sheet',
    ASSESSMENT_COLUMNS,
    entries.map((e) => ({
      childName: e.childName,
      assessmentName: e.assessmentName,
      times: e.times,
      remainingTimes: e.remainingTimes,
      remark: e.remark,
      creatorName: e.creatorName ?? '',
      creationTime: dateTime(e.creationTime, options.timeZone),
    })),
    'quotas:excel.assessments-file',
    options,
  );
};

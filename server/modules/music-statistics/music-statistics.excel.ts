import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { translatorFor, type Language } from '../../platform/i18n';
import type { Workbook } from '../../platform/workbook';
import type { MusicStatisticsExport } from './music-statistics.service';

// The music statistics as one Excel workbook (ours: spec 002 §7 names no export for them, the
// other statistics pages all have one): the overall indicators, the operational data per day,
// the plan usage record and the track playback record, a sheet each, headed in the caller's language.

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const OVERALL_KEYS = [
  'centreCount',
  'listenerCount',
  'playCount',
  'trackListenCount',
  'finishedCount',
  'completionRate',
  'listenedMinutes',
  'programmeChildCount',
  'newProgrammeCount',
] as const;

export const musicStatisticsWorkbook = async (
  data: MusicStatisticsExport,
  options: { language: Language; timeZone: string; now?: Date },
): Promise<Workbook> => {
  const t = translatorFor(options.language);
  const zh = options.language === 'zh-CN';
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Atrium';
  const label = (key: string) => t(`music-statistics:fields.${kebab(key)}`);
  const sheetOf = (name: string, columns: readonly { key: string; width: number }[]) => {
    const sheet = workbook.addWorksheet(t(`music-statistics:excel.sheets.${name}`));
    sheet.columns = columns.map((c) => ({ key: c.key, width: c.width, header: label(c.key) }));
    sheet.getRow(1).font = { bold: true };
    return sheet;
  };

  const overall = workbook.addWorksheet(t('music-statistics:excel.sheets.overall'));
  overall.columns = [
    { key: 'indicator', width: 30, header: t('music-statistics:excel.indicator') },
    { key: 'value', width: 16, header: t('music-statistics:excel.value') },
  ];
  overall.getRow(1).font = { bold: true };
  overall.addRow({
    indicator: t('music-statistics:excel.range'),
    value: `${data.overall.startTime} – ${data.overall.endTime}`,
  });
  for (const key of OVERALL_KEYS) overall.addRow({ indicator: label(key), value: data.overall[key] });

  const days = sheetOf('operational', [
    { key: 'day', width: 14 },
    { key: 'listenerCount', width: 14 },
    { key: 'playCount', width: 14 },
    { key: 'finishedCount', width: 14 },
    { key: 'listenedMinutes', width: 16 },
  ]);
  for (const day of data.operational.days) days.addRow({ ...day, day: day.day.replaceAll('-', '/') });

  const plans = sheetOf('plans', [
    { key: 'code', width: 14 },
    { key: 'name', width: 30 },
    { key: 'kind', width: 16 },
    { key: 'usageCount', width: 14 },
    { key: 'newInRange', width: 14 },
    { key: 'listenerCount', width: 14 },
    { key: 'trackListenCount', width: 16 },
    { key: 'finishedCount', width: 14 },
  ]);
  for (const plan of data.plans) {
    plans.addRow({
      ...plan,
      name: zh ? plan.nameZh : plan.nameEn,
      kind: t(`music-statistics:kinds.${kebab(plan.kind)}`),
    });
  }

  const tracks = sheetOf('tracks', [
    { key: 'trackCode', width: 16 },
    { key: 'name', width: 30 },
    { key: 'courseCode', width: 14 },
    { key: 'playCount', width: 12 },
    { key: 'listenerCount', width: 14 },
    { key: 'trackListenCount', width: 16 },
    { key: 'finishedCount', width: 14 },
    { key: 'listenedMinutes', width: 16 },
  ]);
  for (const track of data.tracks) {
    tracks.addRow({ ...track, name: (zh ? track.nameZh : track.nameEn) ?? '', courseCode: track.courseCode ?? '' });
  }

  const day = DateTime.fromJSDate(options.now ?? new Date())
    .setZone(options.timeZone)
    .toFormat('yyyyMMdd');
  const fileName = `${t('music-statistics:excel.file-name')}-${day}.xlsx`;
  return { fileName, data: Buffer.from(await workbook.xlsx.writeBuffer()) };
};

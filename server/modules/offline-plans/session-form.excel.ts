import ExcelJS from 'exceljs';
import type { FormProperty } from '../content/programs/program-forms.service';
import { DateTime } from 'luxon';
import { answerText } from '../../../forms/feedback-answer-text';
import { formLanguageOf, localised } from '../../../forms/feedback-property.schemas';
import { translatorFor, type Language } from '../../platform/i18n';
import type { Workbook } from '../../platform/workbook';

// A session's feedback form as Excel (spec 001 §2 screen 2: "a preview or download dropdown for
// the session feedback form"): every question of every training activity, with the answers given
// so far. Before the class it is the paper form a coach fills in the room; after, the record a
// centre files or hands to the family.

type Answer = { programFeedbackPropertyId: string; value: unknown };

export type SessionFormItem = {
  position: number;
  hasDone: boolean | null;
  trainingProgram: { title: string; difficulty: number };
  feedbackProperties: FormProperty[];
  feedbacks: Answer[];
  guardianFeedbacks: Answer[];
};

export type SessionForm = {
  childName: string;
  planName: string;
  coachName: string | null;
  num: number;
  totalNum: number;
  level: number;
  startedAt: string | null;
  finishedAt: string | null;
  items: SessionFormItem[];
  /** The session's static activities (nonePlaybook), ticked done or not: a line each to tick on paper. */
  statics: { name: string; hasDone: boolean | null; doneTime: string | null }[];
};

const KINDS = ['Session', 'Personal', 'Guardian'] as const;
const STATUS = (hasDone: boolean | null) => (hasDone === null ? 'open' : hasDone ? 'submitted' : 'not-started');

// Spec 000 §1: a date-time reads YYYY/MM/DD HH:mm in both languages.
const dateTime = (iso: string | null, timeZone: string) =>
  iso ? DateTime.fromISO(iso).setZone(timeZone).toFormat('yyyy/MM/dd HH:mm') : '';

// Excel refuses these in a sheet name; a file name should not carry a path separator either.
const safe = (text: string) => text.replace(/[\\/:*?"<>|[\]]/g, ' ').trim();

export const sessionFormWorkbook = async (
  form: SessionForm,
  options: { language: Language; timeZone: string },
): Promise<Workbook> => {
  const t = translatorFor(options.language);
  const language = formLanguageOf(options.language);
  // An unanswered question is a blank cell, to be filled in by hand.
  const words = { none: '', yes: t('session-form:yes'), no: t('session-form:no') };
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Atrium';
  const sheet = workbook.addWorksheet(safe(t('session-form:sheet', { num: form.num })));
  sheet.columns = [28, 8, 18, 16, 36, 8, 40].map((width) => ({ width }));

  sheet.addRow([t('session-form:title', { num: form.num, total: form.totalNum })]).font = { bold: true, size: 14 };
  const facts: [string, string][] = [
    ['child', form.childName],
    ['plan', form.planName],
    ['coach', form.coachName ?? ''],
    ['level', t('session-form:level', { level: form.level })],
    ['started', dateTime(form.startedAt, options.timeZone)],
    ['finished', dateTime(form.finishedAt, options.timeZone)],
  ];
  for (const [key, value] of facts)
    sheet.addRow([t(`session-form:facts.${key}`), value]).getCell(1).font = { bold: true };
  sheet.addRow([]);

  const columns = ['activity', 'level', 'status', 'form', 'question', 'required', 'answer'];
  sheet.addRow(columns.map((c) => t(`session-form:columns.${c}`))).font = { bold: true };
  for (const item of [...form.items].sort((a, b) => a.position - b.position)) {
    const head = [
      item.trainingProgram.title,
      t('session-form:level', { level: item.trainingProgram.difficulty }),
      t(`session-form:status.${STATUS(item.hasDone)}`),
    ];
    const properties = KINDS.flatMap((kind) =>
      item.feedbackProperties
        .filter((p) => p.formKind === kind)
        .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0)),
    );
    if (properties.length === 0) sheet.addRow([...head, '', t('session-form:no-form')]);
    for (const property of properties) {
      const answers = property.formKind === 'Guardian' ? item.guardianFeedbacks : item.feedbacks;
      const value = answers.find((a) => a.programFeedbackPropertyId === property.id)?.value;
      sheet.addRow([
        ...head,
        t(`session-form:form.${property.formKind.toLowerCase()}`),
        localised(property.displayName, language),
        property.isRequired ? words.yes : words.no,
        answerText({ type: property.type, settings: property.extraProperties }, value, language, words),
      ]);
    }
  }
  if (form.statics.length > 0) {
    sheet.addRow([]);
    const columns = ['static', 'status', 'done-at'];
    sheet.addRow(columns.map((c) => t(`session-form:statics.${c}`))).font = { bold: true };
    for (const activity of form.statics)
      sheet.addRow([
        activity.name,
        t(`session-form:statics.${activity.hasDone ? 'done' : 'open'}`),
        dateTime(activity.doneTime, options.timeZone),
      ]);
  }
  sheet.getColumn(7).alignment = { wrapText: true, vertical: 'top' };

  const name = t('session-form:file-name', { child: form.childName, plan: form.planName, num: form.num });
  return { fileName: `${safe(name)}.xlsx`, data: Buffer.from(await workbook.xlsx.writeBuffer()) };
};

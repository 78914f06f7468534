import type { ReminderChannel, ReminderEvent } from '../../../../forms/reminder-templates';
import { contentReminderTemplates } from '../../../platform/db/schema/index';
import { contentTableRepository, searchColumns } from '../content-table.repository';

export type ReminderValuesStored = {
  nameZh: string;
  nameEn: string;
  event: ReminderEvent;
  channels: ReminderChannel[];
  subjectZh: string;
  subjectEn: string;
  bodyZh: string;
  bodyEn: string;
};
export type ReminderRow = typeof contentReminderTemplates.$inferSelect;

const t = contentReminderTemplates;

/** Templates' SQL is the generic one: searched by both names, each name unique whatever its case. */
export const reminderRepository = contentTableRepository<ReminderValuesStored, ReminderRow>(t, {
  what: 'reminder template',
  search: searchColumns(t.nameZh, t.nameEn),
  unique: [
    { field: 'nameZh', column: t.nameZh, value: (v) => v.nameZh },
    { field: 'nameEn', column: t.nameEn, value: (v) => v.nameEn },
  ],
  columnsOf: (v) => ({
    nameZh: v.nameZh,
    nameEn: v.nameEn,
    event: v.event,
    channels: v.channels,
    subjectZh: v.subjectZh,
    subjectEn: v.subjectEn,
    bodyZh: v.bodyZh,
    bodyEn: v.bodyEn,
  }),
});

import type { ReminderChannel, ReminderEvent } from '../../../../forms/reminder-templates';
import { contentReminderTemplates } from '../../../platform/db/schema/index';
import { namedTableRepository } from '../shared/named-table.repository';

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

/** Templates' SQL is the generic one: searched by both names, each name unique whatever its case. */
export const reminderRepository = namedTableRepository<ReminderValuesStored, ReminderRow>(contentReminderTemplates, {
  what: 'reminder template',
  columnsOf: (v) => ({
    event: v.event,
    channels: v.channels,
    subjectZh: v.subjectZh,
    subjectEn: v.subjectEn,
    bodyZh: v.bodyZh,
    bodyEn: v.bodyEn,
  }),
});

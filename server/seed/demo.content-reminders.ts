// The content library's demo reminder templates (issue 18, spec 000 §7): the reminders a centre
// network sends guardians and staff, in real words in both languages, with the placeholders their
// events allow; most Public, one being written (Unpublish). Each has the editor's history entries.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ReminderChannel, ReminderEvent } from '../../forms/reminder-templates';
import type { ContentStatus } from '../../machines/content-status.machine';
import type { Tx } from '../platform/db/database';
import { contentHistory, contentReminderTemplates } from '../platform/db/schema/index';

type DemoReminder = {
  nameZh: string;
  nameEn: string;
  event: ReminderEvent;
  channels: ReminderChannel[];
  subjectZh: string;
  subjectEn: string;
  bodyZh: string;
  bodyEn: string;
  contentStatus: ContentStatus;
};

export const DEMO_REMINDERS: readonly DemoReminder[] = [
  {
    nameZh: '明日课程提醒',
    nameEn: 'Session tomorrow',
    event: 'SessionTomorrow',
    channels: ['sms', 'notification'],
    subjectZh: '明日课程：{{sessionName}}',
    subjectEn: 'Tomorrow: {{sessionName}}',
    bodyZh:
      '{{guardianName}}您好，{{childName}}明天（{{date}}）{{time}}在{{centreName}}有{{sessionName}}课程，请提前10分钟到达。如需请假请致电{{centrePhone}}。',
    bodyEn:
      'Dear {{guardianName}}, {{childName}} has {{sessionName}} at {{centreName}} tomorrow ({{date}}) at {{time}}. Please arrive 10 minutes early. To cancel, call {{centrePhone}}.',
    contentStatus: 'Public',
  },
  {
    nameZh: '缺课关怀',
    nameEn: 'Missed session',
    event: 'SessionMissed',
    channels: ['sms'],
    subjectZh: '',
    subjectEn: '',
    bodyZh:
      '{{guardianName}}您好，{{childName}}今天（{{date}}）{{time}}的{{sessionName}}课程未能到课。我们可以帮您安排补课，请致电{{centrePhone}}。——{{centreName}}',
    bodyEn:
      'Dear {{guardianName}}, we missed {{childName}} at {{sessionName}} today ({{date}}, {{time}}). We can arrange a make-up session: call {{centrePhone}}. — {{centreName}}',
    contentStatus: 'Public',
  },
  {
    nameZh: '训练计划到期提醒',
    nameEn: 'Plan about to expire',
    event: 'PlanExpiring',
    channels: ['sms', 'email'],
    subjectZh: '{{childName}}的{{planName}}将于{{expiryDate}}到期',
    subjectEn: "{{childName}}'s {{planName}} ends on {{expiryDate}}",
    bodyZh:
      '{{guardianName}}您好，{{childName}}的{{planName}}还有{{daysLeft}}天（{{expiryDate}}）到期。续订或调整计划请联系{{centreName}}：{{centrePhone}}。',
    bodyEn:
      "Dear {{guardianName}}, {{childName}}'s {{planName}} ends in {{daysLeft}} days ({{expiryDate}}). To renew or change the plan, contact {{centreName}} on {{centrePhone}}.",
    contentStatus: 'Public',
  },
  {
    nameZh: '家长面谈预约',
    nameEn: 'Parent interview',
    event: 'ParentInterviewDue',
    channels: ['email', 'notification'],
    subjectZh: '家长面谈：{{date}} {{time}}',
    subjectEn: 'Parent interview: {{date}} at {{time}}',
    bodyZh:
      '{{guardianName}}您好，{{staffName}}希望在{{date}} {{time}}与您面谈{{childName}}近期的训练进展，地点：{{centreName}}。如时间不便请致电{{centrePhone}}改约。',
    bodyEn:
      "Dear {{guardianName}}, {{staffName}} would like to meet you on {{date}} at {{time}} at {{centreName}} to talk about {{childName}}'s recent progress. If the time does not suit you, call {{centrePhone}}.",
    contentStatus: 'Public',
  },
  {
    nameZh: '测评提醒',
    nameEn: 'Assessment due',
    event: 'AssessmentDue',
    channels: ['sms', 'notification'],
    subjectZh: '{{assessmentName}}提醒',
    subjectEn: '{{assessmentName}} reminder',
    bodyZh: '{{guardianName}}您好，{{childName}}的{{assessmentName}}安排在{{date}} {{time}}，地点：{{centreName}}。',
    bodyEn:
      "Dear {{guardianName}}, {{childName}}'s {{assessmentName}} is booked for {{date}} at {{time}} at {{centreName}}.",
    contentStatus: 'Public',
  },
  {
    nameZh: '课后反馈逾期（教师）',
    nameEn: 'Feedback overdue (staff)',
    event: 'FeedbackOverdue',
    channels: ['notification'],
    subjectZh: '请填写{{childName}}的课后反馈',
    subjectEn: 'Feedback due for {{childName}}',
    bodyZh: '{{staffName}}，{{childName}}在{{date}}的{{sessionName}}课后反馈尚未填写，请尽快完成。',
    bodyEn: '{{staffName}}, the feedback for {{childName}} after {{sessionName}} on {{date}} is still to be written.',
    contentStatus: 'Unpublish',
  },
];

/** Inserted as the demo editor (the content tables' write policies), like the tags. */
export const seedDemoReminders = async (tx: Tx, demo: { editorId: string; now: number }) => {
  await tx.execute(sql`select set_config('app.user_id', ${demo.editorId}, true)`);
  const at = new Date(demo.now - 20 * 24 * 3600_000);
  const rows = DEMO_REMINDERS.map((reminder, i) => ({
    id: randomUUID(),
    ...reminder,
    sortOrder: i,
    createdBy: demo.editorId,
    updatedBy: demo.editorId,
    createdAt: at,
    updatedAt: at,
  }));
  await tx.insert(contentReminderTemplates).values(rows);
  await tx.insert(contentHistory).values(
    rows.flatMap((row): (typeof contentHistory.$inferInsert)[] => [
      {
        kind: 'reminderTemplate',
        itemId: row.id,
        action: 'Created',
        changes: {
          nameZh: { from: null, to: row.nameZh },
          nameEn: { from: null, to: row.nameEn },
          event: { from: null, to: row.event },
          channels: { from: null, to: row.channels },
          sortOrder: { from: null, to: row.sortOrder },
          contentStatus: { from: null, to: 'Unpublish' },
        },
        userId: demo.editorId,
        at,
      },
      ...(row.contentStatus === 'Unpublish'
        ? []
        : [
            {
              kind: 'reminderTemplate',
              itemId: row.id,
              action: 'StatusChanged',
              changes: { contentStatus: { from: 'Unpublish', to: row.contentStatus } },
              userId: demo.editorId,
              at: new Date(at.getTime() + 3600_000),
            },
          ]),
    ]),
  );
  await tx.execute(sql`select set_config('app.user_id', '', true)`);
};

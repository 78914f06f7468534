import { useTranslation } from 'react-i18next';
import {
  ChangeContentReminderStatusDocument,
  ContentReminderHistoryDocument,
  ContentReminderListDocument,
  DeleteContentReminderDocument,
  MoveContentReminderDocument,
  type ContentReminderListQuery,
} from '../../generated/graphql';
import { ContentListPage, libraryListWords } from './components/ContentListPage';
import { keyOf } from './components/contentKeys';
import { ReminderFormDialog } from './reminders/ReminderFormDialog';
import { ReminderTable } from './reminders/ReminderTable';
import { reminderName } from './reminders/reminderForm';
import './reminders/reminders.css';

const REMINDER_FIELDS = new Set([
  'nameZh',
  'nameEn',
  'event',
  'channels',
  'subjectZh',
  'subjectEn',
  'bodyZh',
  'bodyEn',
  'sortOrder',
]);

/**
 * /system/manage/content/reminder: the content library's reminder templates (spec 000 §7, issue
 * 18), in the library's order, searched by either name, 6 to 24 a page; an editor adds, edits
 * (with a preview), moves, changes the status of, reads the history of and deletes them.
 */
export const ReminderTemplatePage = () => {
  const { t } = useTranslation('content-reminders');
  return (
    <ContentListPage
      operations={{
        list: ContentReminderListDocument,
        pageOf: (data: ContentReminderListQuery) => data.contentReminderTemplates,
        move: MoveContentReminderDocument,
        changeStatus: ChangeContentReminderStatusDocument,
        remove: DeleteContentReminderDocument,
        history: ContentReminderHistoryDocument,
        historyOf: (data) => data.contentReminderTemplateHistory,
        variables: {},
      }}
      words={libraryListWords(t, t('menu:manage.items.content-reminder'))}
      icon="notifications"
      nameOf={reminderName}
      renderTable={(items, handlers) => <ReminderTable reminders={items} handlers={handlers} />}
      renderForm={(reminder, close, saved) => (
        <ReminderFormDialog key={reminder?.id ?? 'new'} reminder={reminder} onClose={close} onSaved={saved} />
      )}
      fieldLabel={(field) =>
        REMINDER_FIELDS.has(field) ? t(`fields.${keyOf(field)}`) : t(`content:fields.${keyOf(field)}`)
      }
      valueLabel={(field, value) => {
        if (field === 'event' && typeof value === 'string') return t(`events.${keyOf(value)}`);
        if (field === 'channels' && Array.isArray(value))
          return value.map((c) => t(`channels.${String(c)}`)).join(t('list.channel-separator'));
        return null;
      }}
    />
  );
};

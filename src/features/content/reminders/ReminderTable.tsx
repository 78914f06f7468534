import { useTranslation } from 'react-i18next';
import type { ContentReminderFieldsFragment } from '../../../generated/graphql';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import type { ContentTableHandlers } from '../components/ContentListPage';
import { contentColumnKinds, ContentTable } from '../components/ContentTable';
import { keyOf } from '../components/contentKeys';
import { reminderName } from './reminderForm';

const OWN_KINDS = ['text', 'text', 'text'] as const;
/** The columns by kind (columnWidths.ts): order, name, event, channels, status, changed, actions. */
export const REMINDER_COLUMN_KINDS = contentColumnKinds(OWN_KINDS, true);

type ReminderTableProps = {
  reminders: ContentReminderFieldsFragment[];
  handlers: ContentTableHandlers<ContentReminderFieldsFragment>;
};

/** The reminder template list (spec 000 §7 /system/manage/content/reminder), in the library's order. */
export const ReminderTable = ({ reminders, handlers }: ReminderTableProps) => {
  const { t } = useTranslation('content-reminders');
  const [name, event, channels] = OWN_KINDS;
  return (
    <ContentTable
      items={reminders}
      handlers={handlers}
      nameOf={reminderName}
      columns={[
        { title: t('list.name'), kind: name, cell: (_, shown) => <TruncatedText text={shown} /> },
        {
          title: t('fields.event'),
          kind: event,
          cell: (reminder) => <TruncatedText text={t(`events.${keyOf(reminder.event)}`)} />,
        },
        {
          title: t('fields.channels'),
          kind: channels,
          cell: (reminder) => (
            <TruncatedText text={reminder.channels.map((c) => t(`channels.${c}`)).join(t('list.channel-separator'))} />
          ),
        },
      ]}
      changed={(reminder) => reminder.lastModificationTime}
    />
  );
};

import { useTranslation } from 'react-i18next';
import type { ContentReminderFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import type { ContentTableHandlers } from '../components/ContentListPage';
import { ContentRowActions } from '../components/ContentRowActions';
import { ContentStatusTag } from '../components/ContentStatusTag';
import { reminderName } from './reminderForm';
import { keyOf } from '../components/contentKeys';

type ReminderTableProps = ContentTableHandlers<ContentReminderFieldsFragment> & {
  reminders: ContentReminderFieldsFragment[];
};

/** The columns by kind (columnWidths.ts): order, name, event, channels, status, changed, actions. */
export const REMINDER_COLUMN_KINDS = [
  'number',
  'text',
  'text',
  'text',
  'status',
  'dateTime',
  'mostActions',
] as const satisfies readonly ColumnKind[];

/** The reminder template list (spec 000 §7 /system/manage/content/reminder), in the library's order. */
export const ReminderTable = ({
  reminders,
  firstIndex,
  totalCount,
  movable,
  busy,
  onEdit,
  onStatus,
  onHistory,
  onMove,
  onDelete,
}: ReminderTableProps) => {
  const { t, i18n } = useTranslation('content-reminders');
  const [order, name, event, channels, status, changed, actions] = REMINDER_COLUMN_KINDS;
  const columns: ListColumn[] = [
    { title: t('content:fields.sort-order'), kind: order },
    { title: t('list.name'), kind: name },
    { title: t('fields.event'), kind: event },
    { title: t('fields.channels'), kind: channels },
    { title: t('content:fields.content-status'), kind: status },
    { title: t('content:fields.last-modification-time'), kind: changed },
    { title: t('content:list.actions'), kind: actions },
  ];
  return (
    <ListTable columns={columns}>
      {reminders.map((reminder, index) => {
        const shownName = reminderName(reminder, i18n.language);
        return (
          <tr key={reminder.id}>
            <td>{reminder.sortOrder}</td>
            <td>
              <TruncatedText text={shownName} />
            </td>
            <td>
              <TruncatedText text={t(`events.${keyOf(reminder.event)}`)} />
            </td>
            <td>
              <TruncatedText
                text={reminder.channels.map((c) => t(`channels.${c}`)).join(t('list.channel-separator'))}
              />
            </td>
            <td>
              <ContentStatusTag status={reminder.contentStatus} />
            </td>
            <td>{formatDateTime(reminder.lastModificationTime)}</td>
            <td>
              <ContentRowActions
                item={reminder}
                name={shownName}
                place={firstIndex + index}
                totalCount={totalCount}
                movable={movable}
                busy={busy}
                onEdit={onEdit}
                onStatus={onStatus}
                onHistory={onHistory}
                onMove={onMove}
                onDelete={onDelete}
              />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
};

import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SentMessageListQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { ListTable, TimeRowHeader, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';

export type SentMessageRow = SentMessageListQuery['sentMessages']['items'][number];

/** The columns by kind (columnWidths.ts): time, channel, then recipient, subject and body share the rest. */
export const SENT_MESSAGE_COLUMN_KINDS = [
  'dateTime',
  'label',
  'text',
  'text',
  'text',
] as const satisfies readonly ColumnKind[];

// The tag that says a message's codes and links are hidden goes before its body, on its line.
const MASKED_LINE = { display: 'flex', alignItems: 'center', gap: 6 } as const;
const MASKED_TAG = { flex: 'none' } as const;
const BODY = { minWidth: 0 } as const;

type SentMessageTableProps = { messages: readonly SentMessageRow[] };

export const SentMessageTable = ({ messages }: SentMessageTableProps) => {
  const { t } = useTranslation('sent-messages');
  const [time, channel, recipient, subject, body] = SENT_MESSAGE_COLUMN_KINDS;
  const columns: ListColumn[] = [
    { title: t('columns.time'), kind: time },
    { title: t('columns.channel'), kind: channel },
    { title: t('columns.recipient'), kind: recipient },
    { title: t('columns.subject'), kind: subject },
    { title: t('columns.body'), kind: body },
  ];
  return (
    <ListTable columns={columns} caption={t('list.caption')}>
      {messages.map((message) => (
        <tr key={message.id}>
          <TimeRowHeader>{formatDateTime(message.creationTime)}</TimeRowHeader>
          <td>
            <Tag
              minimal
              icon={message.channel === 'sms' ? 'mobile-phone' : 'envelope'}
              intent={message.channel === 'sms' ? 'success' : 'primary'}
            >
              {message.channel === 'sms' ? t('channel.sms') : t('channel.email')}
            </Tag>
          </td>
          <td>
            <TruncatedText text={message.recipient} />
          </td>
          <td>
            <TruncatedText text={message.subject} />
          </td>
          {/* One line: the body's line breaks read as spaces; the title has it whole, breaks and all. */}
          <td>
            {message.masked ? (
              <span style={MASKED_LINE}>
                <Tag minimal icon="eye-off" style={MASKED_TAG} title={t('masked.title')}>
                  {t('masked.tag')}
                </Tag>
                <span style={BODY}>
                  <TruncatedText text={message.body} />
                </span>
              </span>
            ) : (
              <TruncatedText text={message.body} />
            )}
          </td>
        </tr>
      ))}
    </ListTable>
  );
};

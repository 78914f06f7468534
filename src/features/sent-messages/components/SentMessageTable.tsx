import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SentMessageListQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { ListTable, NO_WRAP, TimeRowHeader } from '../../../shared/ui/ListTable';

export type SentMessageRow = SentMessageListQuery['sentMessages']['items'][number];

// Bodies keep their line breaks; long addresses and codes wrap rather than widen the table.
const BODY = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 280 } as const;
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;
// On its own line below the text it qualifies.
const MASKED_TAG = { display: 'table', marginTop: 4 } as const;

type SentMessageTableProps = { messages: readonly SentMessageRow[] };

export const SentMessageTable = ({ messages }: SentMessageTableProps) => {
  const { t } = useTranslation('sent-messages');
  const columns = [
    { title: t('columns.time'), noWrap: true },
    { title: t('columns.channel'), noWrap: true },
    t('columns.recipient'),
    t('columns.subject'),
    t('columns.body'),
  ];
  return (
    <ListTable columns={columns} caption={t('list.caption')}>
      {messages.map((message) => (
        <tr key={message.id}>
          <TimeRowHeader>{formatDateTime(message.creationTime)}</TimeRowHeader>
          <td style={NO_WRAP}>
            <Tag
              minimal
              icon={message.channel === 'sms' ? 'mobile-phone' : 'envelope'}
              intent={message.channel === 'sms' ? 'success' : 'primary'}
            >
              {message.channel === 'sms' ? t('channel.sms') : t('channel.email')}
            </Tag>
          </td>
          <td style={BREAK_ANYWHERE}>{message.recipient}</td>
          <td>{message.subject}</td>
          <td style={BODY}>
            {message.body}
            {message.masked && (
              <Tag minimal icon="eye-off" style={MASKED_TAG} title={t('masked.title')}>
                {t('masked.tag')}
              </Tag>
            )}
          </td>
        </tr>
      ))}
    </ListTable>
  );
};

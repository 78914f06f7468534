import { HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SentMessageListQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';

export type SentMessageRow = SentMessageListQuery['sentMessages']['items'][number];

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
// The time names the row for screen readers; it reads as a plain cell.
const ROW_HEADER = { ...NO_WRAP, fontWeight: 'normal' } as const;
// Bodies keep their line breaks; long addresses and codes wrap rather than widen the table.
const BODY = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 280 } as const;
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

type SentMessageTableProps = { messages: readonly SentMessageRow[] };

export const SentMessageTable = ({ messages }: SentMessageTableProps) => {
  const { t } = useTranslation('sent-messages');
  return (
    <HTMLTable striped compact className="atrium-table">
      <caption className="atrium-visually-hidden">{t('list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" style={NO_WRAP}>
            {t('columns.time')}
          </th>
          <th scope="col" style={NO_WRAP}>
            {t('columns.channel')}
          </th>
          <th scope="col">{t('columns.recipient')}</th>
          <th scope="col">{t('columns.subject')}</th>
          <th scope="col">{t('columns.body')}</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id}>
            <th scope="row" style={ROW_HEADER}>
              {formatDateTime(message.creationTime)}
            </th>
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
            <td style={BODY}>{message.body}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};

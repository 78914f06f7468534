import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ContractReminderHistoryDocument } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatYuanDigits } from '../../../shared/money/yuan';
import { EmptyState } from '../../../shared/ui/EmptyState';

// Spec 002 §9: tables in the commercial screens show 10 rows a page.
const PAGE_SIZE = 10;
const CHANNELS = ['email', 'sms', 'systemNotice'] as const;
const CHANNEL_KEY = { email: 'email', sms: 'sms', systemNotice: 'system-notice' } as const;

export type ReminderHistoryProps = { line: 'hfs' | 'vrat'; tenantId: string };

/** The reminders sent for a tenant's line, newest first: when, why, the balance, and to whom. */
export const ReminderHistory = ({ line, tenantId }: ReminderHistoryProps) => {
  const { t } = useTranslation('contract-warnings');
  const [page, setPage] = useState(0);
  const [{ data, error, fetching }] = useQuery({
    query: ContractReminderHistoryDocument,
    variables: { line, tenantId, skipCount: page * PAGE_SIZE, maxResultCount: PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });

  if (error && !data) return <Callout intent="danger">{errorMessage(error, t('history.failed'))}</Callout>;
  const history = data?.contractReminderHistory;
  if (history && history.totalCount === 0) return <EmptyState icon="notifications" description={t('history.empty')} />;
  const pages = Math.max(1, Math.ceil((history?.totalCount ?? 0) / PAGE_SIZE));

  return (
    <section className="contract-reminder-history" aria-label={t('history.title')} aria-busy={fetching}>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{t('history.columns.time')}</th>
            <th>{t('history.columns.reason')}</th>
            <th>{t('history.columns.balance')}</th>
            <th>{t('history.columns.channels')}</th>
          </tr>
        </thead>
        <tbody>
          {(history?.items ?? []).map((item) => {
            const sent = CHANNELS.filter((c) => item.channels[c] > 0).map((c) =>
              t(`history.channel.${CHANNEL_KEY[c]}`, { count: item.channels[c] }),
            );
            return (
              <tr key={item.id}>
                <td>{formatDateTime(item.creationTime)}</td>
                <td>{t(`history.reason.${item.reason}`)}</td>
                <td>{formatYuanDigits(item.balance)}</td>
                <td>{sent.length > 0 ? sent.join(t('history.separator')) : t('history.none')}</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {pages > 1 && (
        <div className="contract-reminder-history-pager">
          <Button
            variant="minimal"
            icon="chevron-left"
            text={t('history.previous')}
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          />
          <span>{t('history.page', { page: page + 1, pages })}</span>
          <Button
            variant="minimal"
            endIcon="chevron-right"
            text={t('history.next')}
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          />
        </div>
      )}
    </section>
  );
};

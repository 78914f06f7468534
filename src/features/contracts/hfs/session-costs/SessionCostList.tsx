import { HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SessionCostsQuery } from '../../../../generated/graphql';
import { formatDateTime } from '../../../../shared/i18n/formatDate';
import { formatYuanAmount } from '../../../../shared/money/yuan';
import { Pager } from '../../../../shared/ui/Pager';

type Row = SessionCostsQuery['sessionCosts']['items'][number];

type Props = {
  rows: readonly Row[];
  totalCount: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
};

/** The charged sessions, newest first (the server's order), a page at a time. */
export const SessionCostList = ({ rows, totalCount, page, pageSize, onPage }: Props) => {
  const { t } = useTranslation('contracts');
  return (
    <>
      <HTMLTable compact striped className="atrium-session-costs-list" aria-label={t('session-costs.list')}>
        <thead>
          <tr>
            <th>{t('session-costs.time')}</th>
            <th>{t('session-costs.child')}</th>
            <th>{t('session-costs.plan')}</th>
            <th>{t('session-costs.session')}</th>
            <th>{t('session-costs.coach')}</th>
            <th className="atrium-number">{t('session-costs.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{formatDateTime(r.time)}</td>
              <td>
                {r.groupName ? (
                  <>
                    <Tag minimal>{t('session-costs.class-tag')}</Tag> {r.groupName}
                  </>
                ) : (
                  r.childName
                )}
              </td>
              <td>{r.planName}</td>
              <td>{r.num === null || r.num === undefined ? '—' : t('usage.session', { num: r.num })}</td>
              <td>{r.coachName ?? t('session-costs.no-coach')}</td>
              <td className="atrium-number">{formatYuanAmount(r.money)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {totalCount > pageSize && (
        <Pager
          page={page}
          pageSize={pageSize}
          totalCount={totalCount}
          pageSizes={[pageSize]}
          onPageChange={onPage}
          onPageSizeChange={() => undefined}
        />
      )}
    </>
  );
};

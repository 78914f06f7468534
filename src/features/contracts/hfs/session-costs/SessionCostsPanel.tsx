import { Button, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { CoachSessionCostsDocument, SessionCostsDocument } from '../../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../../shared/errors/ErrorHandlingContext';
import type { CentreEvent } from '../../../../shared/realtime/centreEvents';
import { LIVE_REFETCH, useCentreEvents } from '../../../../shared/realtime/useCentreEvents';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { CoachCostSummary } from './CoachCostSummary';
import { SessionCostList } from './SessionCostList';
import { SessionCostPeriodPicker } from './SessionCostPeriodPicker';
import { thisMonth, type CostPeriod } from './sessionCostPeriod';
import './session-costs.css';

/** Ten a page, as the commercial screens' other records (spec 002 §2 item 5). */
export const SESSION_COST_PAGE_SIZE = 10;

/** A finished session is what charges the contract (offline-plan.service.ts finishing a session). */
const isCharge = (event: CentreEvent) => event.type === 'SessionFinished';

/**
 * "Session costs" of the HFS fee overview (issue 19 item 6): what the centre's delivered sessions
 * cost in a period, per coach and one by one, from the ledger entries that charged them.
 */
export const SessionCostsPanel = () => {
  const { t } = useTranslation('contracts');
  const [period, setPeriod] = useState<CostPeriod>(() => thisMonth());
  const [page, setPage] = useState(1);
  const choose = (next: CostPeriod) => {
    setPeriod(next);
    setPage(1);
  };
  const listVariables = useMemo(
    () => ({ ...period, skipCount: (page - 1) * SESSION_COST_PAGE_SIZE, maxResultCount: SESSION_COST_PAGE_SIZE }),
    [period, page],
  );
  // Errors are shown in place, so no toast as well.
  const [list, reexecuteList] = useQuery({
    query: SessionCostsDocument,
    variables: listVariables,
    context: NO_ERROR_TOAST,
    requestPolicy: 'cache-and-network',
  });
  const [coaches, reexecuteCoaches] = useQuery({
    query: CoachSessionCostsDocument,
    variables: period,
    context: NO_ERROR_TOAST,
    requestPolicy: 'cache-and-network',
  });
  // Live: a session finished anywhere in the centre may add a charge to what is shown.
  useCentreEvents({
    refetch: () => {
      reexecuteList(LIVE_REFETCH);
      reexecuteCoaches(LIVE_REFETCH);
    },
    refetchOn: isCharge,
  });
  const retry = () => {
    reexecuteList({ requestPolicy: 'network-only' });
    reexecuteCoaches({ requestPolicy: 'network-only' });
  };

  const body = () => {
    const summary = coaches.data?.coachSessionCosts;
    const charged = list.data?.sessionCosts;
    if ((!summary || !charged) && (list.error || coaches.error))
      return (
        <EmptyState
          icon="error"
          title={t('session-costs.load-failed')}
          action={<Button text={t('session-costs.retry')} onClick={retry} />}
        />
      );
    if (!summary || !charged) return <Spinner size={24} aria-label={t('session-costs.loading')} />;
    if (charged.totalCount === 0) return <EmptyState icon="th-list" title={t('session-costs.empty')} />;
    return (
      <>
        <h2 className="atrium-session-costs-heading">{t('session-costs.per-coach')}</h2>
        <CoachCostSummary rows={summary} />
        <h2 className="atrium-session-costs-heading">{t('session-costs.list')}</h2>
        <SessionCostList
          rows={charged.items}
          totalCount={charged.totalCount}
          page={page}
          pageSize={SESSION_COST_PAGE_SIZE}
          onPage={setPage}
        />
      </>
    );
  };

  return (
    <section className="atrium-session-costs" aria-label={t('session-costs.title')}>
      <SessionCostPeriodPicker period={period} onChange={choose} />
      {body()}
    </section>
  );
};

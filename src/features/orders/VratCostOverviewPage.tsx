import { Callout, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { OrderListDocument, ShellMenuDocument, VratCostOverviewDocument } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { formatDate } from '../../shared/i18n/formatDate';
import { formatYuanAmount } from '../../shared/money/yuan';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { OrderTable } from './components/OrderTable';
import './orders.css';
import { SectionTitle } from '../../shared/ui/SectionTitle';
import { EmptyState } from '../../shared/ui/EmptyState';

const RECENT_ORDERS = 5;
// Yuan from the wire (two decimals) to fen for the shared formatter: exact for two decimals.
const yuan = formatYuanAmount;

/**
 * /system/center/menu/hfs/vartCostOverview: the centre's VRAT fees (spec 002 §3 "VRAT balance
 * summary") and its latest orders. Read-only: contracts are managed by the tenant above.
 */
export const VratCostOverviewPage = () => {
  const { t, i18n } = useTranslation('orders');
  const [{ data: menu }] = useQuery({ query: ShellMenuDocument });
  const [{ data, fetching, error }] = useQuery({ query: VratCostOverviewDocument, context: NO_ERROR_TOAST });
  const [{ data: recent }] = useQuery({
    query: OrderListDocument,
    variables: { line: 'vrat', skipCount: 0, maxResultCount: RECENT_ORDERS },
    context: NO_ERROR_TOAST,
  });
  const vcat = menu?.menu.vcat ?? false;
  const heading = t(vcat ? 'menu:center.items.vart-cost-overview-vcat' : 'menu:center.items.vart-cost-overview');
  const overview = data?.vratCostOverview;

  const figures = overview
    ? [
        { key: 'balance', value: yuan(overview.balance) },
        {
          key: 'balance-equal-times',
          value:
            overview.balanceEqualTimes === null || overview.balanceEqualTimes === undefined
              ? t('overview.none')
              : String(overview.balanceEqualTimes),
        },
        { key: 'free-times', value: String(overview.freeTimes) },
        { key: 'cumulative-consumption', value: yuan(overview.cumulativeConsumption) },
        { key: 'cumulative-recharge', value: yuan(overview.cumulativeRecharge) },
        { key: 'deactivate-balance', value: yuan(overview.deactivateBalance) },
        {
          key: 'current-end-time',
          value: overview.currentEndTime ? formatDate(overview.currentEndTime, i18n.language) : t('overview.none'),
        },
      ]
    : [];

  return (
    <Page title={heading}>
      {fetching && !overview && <LoadingState />}
      {error && !overview && (
        <Callout intent="danger" title={t('overview.load-failed')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      )}
      {overview && (
        <section className="atrium-cost-figures" aria-label={t('overview.summary')}>
          {figures.map((figure) => (
            <Card key={figure.key} className="atrium-cost-figure">
              <div className="bp6-text-muted">{t(`overview.${figure.key}`, { line: vcat ? 'VCAT' : 'VRAT' })}</div>
              <div className="atrium-cost-figure-value">{figure.value}</div>
            </Card>
          ))}
        </section>
      )}
      <SectionTitle className="atrium-cost-recent-title">{t('overview.recent')}</SectionTitle>
      {recent?.orders.items.length ? (
        <OrderTable orders={recent.orders.items} label={t('overview.recent')} showTenant={false} />
      ) : (
        <EmptyState icon="th-list" title={t('list.empty')} layout="horizontal" />
      )}
    </Page>
  );
};

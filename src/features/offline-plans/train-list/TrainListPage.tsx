import { HTMLSelect, HTMLTable, ProgressBar } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import {
  OfflinePlanListCoachesDocument,
  OfflinePlanListDocument,
  type OfflinePlanListQuery,
  type OfflinePlanListStatus,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { formatDate } from '../../../shared/i18n/formatDate';
import { LIVE_REFETCH, useCentreEvents } from '../../../shared/realtime/useCentreEvents';
import { offlinePlanDetailPath, subjectDetailPath } from '../../../shared/routes/paths';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Page } from '../../../shared/ui/Page';
import { PagedListView } from '../../../shared/ui/PagedListView';
import { SearchForm } from '../../../shared/ui/SearchForm';
import { usePagingState } from '../../../shared/ui/usePagingState';
import { PlanStatusTags } from '../components/PlanStatusTags';
import { PLAN_EVENTS, keyOf } from '../planRules';
import '../offline-plans.css';

const STATUSES: readonly OfflinePlanListStatus[] = ['Open', 'None', 'Started', 'Finished', 'ReportedReady', 'Closed'];

type Filter = { text: string; status: OfflinePlanListStatus | ''; coachId: string };
type Row = OfflinePlanListQuery['offlinePlanList']['items'][number];

/**
 * /system/center/menu/traningManage/trainList (spec 000 §2 "training plan list"): the centre's
 * children's offline plans and how far each has got, open ones first by default, filterable by
 * status, coach and child; each row opens the plan or the child. Live: a step taken anywhere in the
 * centre moves its row.
 */
export const TrainListPage = () => {
  // The rows' status tags read the offline-plans words: both load before the page draws, so that
  // the first rows do not send the page back to its loading state (namespaces load on demand).
  const { t, i18n } = useTranslation(['train-list', 'offline-plans']);
  const paging = usePagingState(12);
  const [searchText, setSearchText] = useState('');
  const [filter, setFilter] = useState<Filter>({ text: '', status: 'Open', coachId: '' });
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: OfflinePlanListDocument,
    variables: {
      status: filter.status || null,
      coachId: filter.coachId || null,
      filter: filter.text || null,
      skipCount: paging.skipCount,
      maxResultCount: paging.maxResultCount,
    },
    context: NO_ERROR_TOAST,
  });
  const [coaches] = useQuery({ query: OfflinePlanListCoachesDocument, context: NO_ERROR_TOAST });
  useCentreEvents({ refetch: () => reexecute(LIVE_REFETCH), refetchOn: (event) => PLAN_EVENTS.has(event.type) });
  const refilter = (next: Partial<Filter>) => {
    setFilter((current) => ({ ...current, ...next }));
    paging.update({ page: 1 });
  };
  const narrowed = filter.text !== '' || filter.coachId !== '';

  return (
    <Page title={t('menu:center.items.train-list')} subtitle={t('subtitle')}>
      <div className="atrium-train-list-toolbar">
        <SearchForm
          className="atrium-train-list-search"
          label={t('search')}
          value={searchText}
          onValueChange={setSearchText}
          onSearch={() => refilter({ text: searchText.trim() })}
        >
          <HTMLSelect
            aria-label={t('status')}
            value={filter.status}
            onChange={(event) => refilter({ status: event.currentTarget.value as Filter['status'] })}
            options={[
              { value: '', label: t('all-statuses') },
              ...STATUSES.map((status) => ({ value: status, label: t(`statuses.${keyOf(status)}`) })),
            ]}
          />
          <HTMLSelect
            aria-label={t('coach')}
            value={filter.coachId}
            onChange={(event) => refilter({ coachId: event.currentTarget.value })}
            options={[
              { value: '', label: t('all-coaches') },
              ...(coaches.data?.subjectFormOptions.coaches ?? []).map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
        </SearchForm>
      </div>
      <PagedListView
        list={data?.offlinePlanList}
        fetching={fetching}
        error={error}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={paging.update}
        loadFailedTitle={t('load-failed')}
        empty={
          narrowed || (filter.status !== '' && filter.status !== 'Open') ? (
            <EmptyState icon="search" title={t('empty-search')} description={t('empty-search-description')} />
          ) : filter.status === 'Open' ? (
            <EmptyState icon="properties" title={t('empty-open')} description={t('empty-open-description')} />
          ) : (
            <EmptyState icon="properties" title={t('empty')} description={t('empty-description')} />
          )
        }
        renderTable={(rows) => <PlanTable rows={rows} language={i18n.language} />}
      />
    </Page>
  );
};

const PlanTable = ({ rows, language }: { rows: Row[]; language: string }) => {
  const { t } = useTranslation('train-list');
  return (
    <HTMLTable className="atrium-train-list-table">
      <thead>
        <tr>
          <th scope="col">{t('columns.child')}</th>
          <th scope="col">{t('columns.plan')}</th>
          <th scope="col">{t('columns.coach')}</th>
          <th scope="col">{t('columns.progress')}</th>
          <th scope="col">{t('columns.status')}</th>
          <th scope="col">{t('columns.period')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ subjectName, plan }) => (
          <tr key={plan.id}>
            <th scope="row">
              <Link to={subjectDetailPath(plan.subjectId)}>{subjectName}</Link>
            </th>
            <td>
              <Link
                to={offlinePlanDetailPath(plan.id)}
                aria-label={t('open-plan', { name: plan.displayName, child: subjectName })}
              >
                {plan.displayName}
              </Link>
            </td>
            <td>{plan.coachName ?? t('no-coach')}</td>
            <td>
              <span className="atrium-train-list-progress">
                <span>{t('progress', { num: plan.num, total: plan.totalNum })}</span>
                <ProgressBar
                  aria-hidden
                  stripes={false}
                  animate={false}
                  intent={plan.status === 'Started' ? 'primary' : 'none'}
                  value={progressOf(plan)}
                />
              </span>
            </td>
            <td>
              <PlanStatusTags summary={plan} />
            </td>
            <td>
              {plan.validFrom || plan.validUntil
                ? t('period-range', {
                    from: plan.validFrom ? formatDate(plan.validFrom, language) : '…',
                    until: plan.validUntil ? formatDate(plan.validUntil, language) : '…',
                  })
                : t('period-open')}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};

/** Sessions delivered over the plan's sessions: a plan not started has none; an ended one all it delivered. */
const progressOf = (plan: Row['plan']) => {
  if (plan.totalNum === 0 || plan.status === 'None') return 0;
  const done = plan.status === 'Started' && !plan.canNext ? plan.num - 1 : plan.num;
  return Math.min(1, Math.max(0, done / plan.totalNum));
};

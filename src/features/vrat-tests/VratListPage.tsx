import { formatDateTime } from '../../shared/i18n/formatDate';
import { HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ShellMenuDocument, TestRequestListDocument, type TestRequestListQuery } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import type { CentreEvent } from '../../shared/realtime/centreEvents';
import { LIVE_REFETCH, useCentreEvents } from '../../shared/realtime/useCentreEvents';
import { Page } from '../../shared/ui/Page';
import { PagedListView } from '../../shared/ui/PagedListView';
import { usePagedListParams } from '../../shared/ui/usePagedListParams';
import { testGradeLabel } from './grades';
import { EmptyState } from '../../shared/ui/EmptyState';

type TestRequestRow = TestRequestListQuery['testRequests']['items'][number];

const isRequest = (event: CentreEvent) => event.type === 'VratTestRequested';

/**
 * /system/center/menu/statistic/vratList. The first slice of the VRAT list: the centre's test
 * requests made with "add a test". Case codes, statistics and the later states come with the
 * testing-centre calls (spec 001 §7 "Test requests").
 */
export const VratListPage = () => {
  const { t } = useTranslation('vrat-tests');
  const { page, pageSize, update } = usePagedListParams();
  // The first read waits for the stream to be live: its first marker then reloads nothing.
  const live = useCentreEvents({ refetch: () => reexecute(LIVE_REFETCH), refetchOn: isRequest, deferRead: true });
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: TestRequestListDocument,
    variables: { skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
    context: NO_ERROR_TOAST,
    pause: !live.ready,
  });
  const list = data?.testRequests;
  // The menu's own label (VCAT when the centre has vrat1.showVCAT); the shell has the menu cached.
  const [{ data: menu }] = useQuery({ query: ShellMenuDocument });
  const title = t(menu?.menu.vcat ? 'menu:center.items.vrat-list-vcat' : 'menu:center.items.vrat-list');

  const table = (items: TestRequestRow[]) => (
    <HTMLTable striped compact className="atrium-table">
      <thead>
        <tr>
          <th>{t('list.subject')}</th>
          <th>{t('list.location')}</th>
          <th>{t('list.grade')}</th>
          <th>{t('list.status')}</th>
          <th>{t('list.requested-at')}</th>
          <th>{t('list.requested-by')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td>{item.subjectName}</td>
            <td>{item.locationName}</td>
            <td>{testGradeLabel(t, item.grade)}</td>
            <td>
              <Tag minimal intent="primary">
                {item.status === 'Requested' ? t('status.requested') : item.status}
              </Tag>
            </td>
            <td>{formatDateTime(item.creationTime)}</td>
            <td>{item.requestedByName}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );

  return (
    <Page title={title} subtitle={t('menu:center.about.vrat-list')}>
      <PagedListView
        list={list}
        fetching={fetching || !live.ready}
        error={error}
        page={page}
        pageSize={pageSize}
        onChange={update}
        loadFailedTitle={t('list.load-failed')}
        empty={<EmptyState icon="lab-test" title={t('empty.title')} description={t('empty.description')} />}
        renderTable={table}
      />
    </Page>
  );
};

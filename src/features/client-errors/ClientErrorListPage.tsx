import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ClientErrorListDocument } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { Page } from '../../shared/ui/Page';
import { PagedListView } from '../../shared/ui/PagedListView';
import { usePagedListParams } from '../../shared/ui/usePagedListParams';
import { ClientErrorTable } from './components/ClientErrorTable';

/** The address of the page; not a spec route (the spec names no error-report screen). */
export const CLIENT_ERRORS_PATH = '/system/manage/setting/clientErrors';

// The failures the console reported (POST /api/clientErrors), for the role named admin.
export const ClientErrorListPage = () => {
  const { t } = useTranslation('errors');
  const { page, pageSize, update } = usePagedListParams();
  const [{ data, fetching, error }] = useQuery({
    query: ClientErrorListDocument,
    variables: { skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
    // The failure is shown in place below; a toast would say it twice. (A module constant: urql
    // compares the context by identity.)
    context: NO_ERROR_TOAST,
    requestPolicy: 'cache-and-network',
  });
  const list = data?.clientErrors;

  return (
    <Page title={t('list.title')} subtitle={list ? t('list.total', { total: list.totalCount }) : undefined}>
      <PagedListView
        list={list}
        fetching={fetching}
        error={error}
        page={page}
        pageSize={pageSize}
        onChange={update}
        loadFailedTitle={t('list.load-failed')}
        empty={
          <NonIdealState icon="tick-circle" title={t('list.empty-title')} description={t('list.empty-description')} />
        }
        renderTable={(items) => <ClientErrorTable errors={items} />}
      />
    </Page>
  );
};

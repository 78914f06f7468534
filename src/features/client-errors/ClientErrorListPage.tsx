import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ClientErrorListDocument } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { Page } from '../../shared/ui/Page';
import { PagedList } from '../../shared/ui/PagedList';
import { usePagedListParams } from '../../shared/ui/usePagedListParams';
import { ClientErrorTable } from './components/ClientErrorTable';
import { PATHS } from '../../shared/routes/paths';

/** The address of the page; not a spec route (the spec names no error-report screen). */
export const CLIENT_ERRORS_PATH = PATHS.clientErrors;

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
    <Page title={t('list.title')} subtitle={list ? t('list.total', { count: list.totalCount }) : undefined}>
      <PagedList
        query={{ list, fetching, error }}
        paging={{ page, pageSize, update }}
        loadFailedTitle={t('list.load-failed')}
        empty={{ icon: 'tick-circle', title: t('list.empty-title'), description: t('list.empty-description') }}
        renderTable={(items) => <ClientErrorTable errors={items} />}
      />
    </Page>
  );
};

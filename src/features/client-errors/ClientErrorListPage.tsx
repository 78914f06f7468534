import { Callout, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ClientErrorListDocument } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { Pager } from '../../shared/ui/Pager';
import { ClientErrorTable } from './components/ClientErrorTable';
import { PAGE_SIZES, useClientErrorListParams } from './hooks/useClientErrorListParams';

/** The address of the page; not a spec route (the spec names no error-report screen). */
export const CLIENT_ERRORS_PATH = '/system/manage/setting/clientErrors';

// The failures the console reported (POST /api/clientErrors), for the role named admin.
export const ClientErrorListPage = () => {
  const { t } = useTranslation('errors');
  const { page, pageSize, update } = useClientErrorListParams();
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
      {fetching && !list ? (
        <LoadingState />
      ) : error && !list ? (
        <Callout intent="danger" title={t('list.load-failed')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      ) : list && list.items.length === 0 && page === 1 ? (
        <NonIdealState icon="tick-circle" title={t('list.empty-title')} description={t('list.empty-description')} />
      ) : list ? (
        <div aria-busy={fetching}>
          <ClientErrorTable errors={list.items} />
          <Pager
            page={page}
            pageSize={pageSize}
            totalCount={list.totalCount}
            pageSizes={PAGE_SIZES}
            onPageChange={(next) => update({ page: next })}
            onPageSizeChange={(next) => update({ pageSize: next, page: 1 })}
          />
        </div>
      ) : null}
    </Page>
  );
};

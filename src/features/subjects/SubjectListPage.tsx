import { Callout, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { SubjectListDocument } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { Pager } from '../../shared/ui/Pager';
import { SubjectSearchForm } from './components/SubjectSearchForm';
import { SubjectTable } from './components/SubjectTable';
import { PAGE_SIZES, useSubjectListParams } from './hooks/useSubjectListParams';

// /system/center/menu/user/subject (spec 000 §2 "Subject list (centre)").
export const SubjectListPage = () => {
  const { t } = useTranslation('subjects');
  const { page, pageSize, filter, update } = useSubjectListParams();
  const [{ data, fetching, error }] = useQuery({
    query: SubjectListDocument,
    variables: { skipCount: (page - 1) * pageSize, maxResultCount: pageSize, filter: filter || null },
    // The failure is shown in place below; a toast would say it twice (a module constant: urql
    // compares the context by identity).
    context: NO_ERROR_TOAST,
  });

  const subjects = data?.subjects;

  return (
    <Page title={t('list.title')} subtitle={subjects ? t('list.total', { total: subjects.totalCount }) : undefined}>
      <SubjectSearchForm key={filter} filter={filter} onSearch={(next) => update({ filter: next, page: 1 })} />

      {fetching && !subjects ? (
        <LoadingState />
      ) : error && !subjects ? (
        <Callout intent="danger" title={t('error.title')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      ) : subjects && subjects.items.length === 0 && page === 1 ? (
        <NonIdealState
          icon="people"
          title={t('empty.title')}
          description={filter ? t('empty.description-filtered', { filter }) : t('empty.description')}
        />
      ) : subjects ? (
        <div aria-busy={fetching}>
          <SubjectTable subjects={subjects.items} />
          <Pager
            page={page}
            pageSize={pageSize}
            totalCount={subjects.totalCount}
            pageSizes={PAGE_SIZES}
            onPageChange={(next) => update({ page: next })}
            onPageSizeChange={(next) => update({ pageSize: next, page: 1 })}
          />
        </div>
      ) : null}
    </Page>
  );
};

import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { SubjectListDocument } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { Page } from '../../shared/ui/Page';
import { PagedListView } from '../../shared/ui/PagedListView';
import { SubjectSearchForm } from './components/SubjectSearchForm';
import { SubjectTable } from './components/SubjectTable';
import { useSubjectListParams } from './hooks/useSubjectListParams';

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

      <PagedListView
        list={subjects}
        fetching={fetching}
        error={error}
        page={page}
        pageSize={pageSize}
        onChange={update}
        loadFailedTitle={t('error.title')}
        empty={
          <NonIdealState
            icon="people"
            title={t('empty.title')}
            description={filter ? t('empty.description-filtered', { filter }) : t('empty.description')}
          />
        }
        renderTable={(items) => <SubjectTable subjects={items} />}
      />
    </Page>
  );
};

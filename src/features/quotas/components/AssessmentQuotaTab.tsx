import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AssessmentQuotaListDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { AddButton } from '../../../shared/ui/AddButton';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PagedListView } from '../../../shared/ui/PagedListView';
import { SearchForm } from '../../../shared/ui/SearchForm';
import { usePagingState } from '../../../shared/ui/usePagingState';
import { useFileDownload } from '../../../shared/http/useFileDownload';
import { AssessmentQuotaDialog } from './AssessmentQuotaDialog';
import { AssessmentQuotaTable } from './AssessmentQuotaTable';

/** The centre's assessment quota entries: search, the table, the add-assessment-count dialog, Excel. */
export const AssessmentQuotaTab = () => {
  const { t } = useTranslation('quotas');
  const toasts = useErrorToasts();
  const paging = usePagingState(12);
  const [searchText, setSearchText] = useState('');
  const [filter, setFilter] = useState('');
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: AssessmentQuotaListDocument,
    variables: { skipCount: paging.skipCount, maxResultCount: paging.maxResultCount, filter: filter || null },
    context: NO_ERROR_TOAST,
  });
  const excel = useFileDownload({ failed: t('export.failed'), fallbackName: 'quotas.xlsx' });
  const [adding, setAdding] = useState(false);
  const canWrite = data?.quotaSettings.canWrite ?? false;

  const downloadExcel = async () => {
    const query = filter ? `?${new URLSearchParams({ filter }).toString()}` : '';
    const problem = await excel.run({ method: 'GET', path: `/api/rocket/assessmentTimesSettingRecords/excel${query}` });
    if (problem) toasts.showError(problem);
  };

  return (
    <div className="atrium-quota-tab">
      <div className="atrium-quota-toolbar">
        <SearchForm
          className="atrium-quota-search"
          label={t('list.search')}
          value={searchText}
          onValueChange={setSearchText}
          onSearch={() => {
            setFilter(searchText.trim());
            paging.update({ page: 1 });
          }}
        />
        <div className="atrium-quota-toolbar-actions">
          <Button icon="download" text={t('list.excel')} loading={excel.busy} onClick={() => void downloadExcel()} />
          {canWrite && <AddButton text={t('assessment-form.open')} onClick={() => setAdding(true)} />}
        </div>
      </div>
      <PagedListView
        list={data?.assessmentQuotas}
        fetching={fetching}
        error={error}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={paging.update}
        loadFailedTitle={t('list.load-failed')}
        empty={
          filter ? (
            <EmptyState icon="search" title={t('empty.search-title')} />
          ) : (
            <EmptyState
              icon="clipboard"
              title={t('empty.assessment-title')}
              description={t('empty.assessment-description')}
            />
          )
        }
        renderTable={(entries) => <AssessmentQuotaTable entries={entries} />}
      />
      {adding && (
        <AssessmentQuotaDialog
          onClose={() => setAdding(false)}
          onSaved={() => reexecute({ requestPolicy: 'network-only' })}
        />
      )}
    </div>
  );
};

import { Alert, Button, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import {
  DisableSessionQuotaDocument,
  SessionQuotaListDocument,
  type QuotaState,
  type SessionQuotaFieldsFragment,
  type SessionType,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { AddButton } from '../../../shared/ui/AddButton';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PagedListView } from '../../../shared/ui/PagedListView';
import { SearchForm } from '../../../shared/ui/SearchForm';
import { usePagingState } from '../../../shared/ui/usePagingState';
import { useFileDownload } from '../../../shared/http/useFileDownload';
import { SESSION_TYPES, keyOf } from '../quotaForm';
import { ChangesDrawer } from './ChangesDrawer';
import { RenewDialog } from './RenewDialog';
import { SessionQuotaDialog } from './SessionQuotaDialog';
import { SessionQuotaTable } from './SessionQuotaTable';

type Open =
  | { kind: 'form'; quota: SessionQuotaFieldsFragment | null }
  | { kind: 'renew' | 'disable' | 'changes'; quota: SessionQuotaFieldsFragment };

type Filter = { text: string; type: SessionType | ''; state: QuotaState | '' };

const query = (filter: Filter) =>
  new URLSearchParams(
    Object.entries({ filter: filter.text, type: filter.type, state: filter.state }).filter(([, v]) => v !== ''),
  ).toString();

/** A link's first filter (a quota warning's Settings: ?filter=<child>&type=<mode>). */
const linkedFilter = (params: URLSearchParams): Filter => {
  const type = params.get('type');
  return {
    text: params.get('filter')?.trim() ?? '',
    type: SESSION_TYPES.find((known) => known === type) ?? '',
    state: '',
  };
};

/**
 * The session quota records of the centre: filters, the table, add/edit, renew, disable, changes,
 * Excel. A link may name the first filter; after that the filters are the page's own.
 */
export const SessionQuotaTab = () => {
  const { t } = useTranslation('quotas');
  const toasts = useErrorToasts();
  const paging = usePagingState(12);
  const [searchParams] = useSearchParams();
  const [filter, setFilter] = useState<Filter>(() => linkedFilter(searchParams));
  const [searchText, setSearchText] = useState(filter.text);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: SessionQuotaListDocument,
    variables: {
      skipCount: paging.skipCount,
      maxResultCount: paging.maxResultCount,
      filter: filter.text || null,
      type: filter.type || null,
      state: filter.state || null,
    },
    context: NO_ERROR_TOAST,
  });
  const [disabling, disable] = useMutation(DisableSessionQuotaDocument);
  const excel = useFileDownload({ failed: t('export.failed'), fallbackName: 'quotas.xlsx' });
  const [open, setOpen] = useState<Open | null>(null);
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const canWrite = data?.quotaSettings.canWrite ?? false;
  const narrowed = filter.text !== '' || filter.type !== '' || filter.state !== '';
  const refilter = (next: Partial<Filter>) => {
    setFilter((current) => ({ ...current, ...next }));
    paging.update({ page: 1 });
  };

  const confirmDisable = async (quota: SessionQuotaFieldsFragment) => {
    const result = await disable({ id: quota.id });
    setOpen(null);
    if (result.error) return;
    toasts.showSuccess(t('disable.done', { name: quota.childName, type: t(`types.${keyOf(quota.type)}`) }));
    reload();
  };

  const downloadExcel = async () => {
    const problem = await excel.run({
      method: 'GET',
      path: `/api/rocket/classHoursSettingRecords/recordsListExcel?${query(filter)}`,
    });
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
          onSearch={() => refilter({ text: searchText.trim() })}
        >
          <HTMLSelect
            aria-label={t('fields.type')}
            value={filter.type}
            onChange={(event) => refilter({ type: event.currentTarget.value as SessionType | '' })}
            options={[
              { value: '', label: t('list.all-types') },
              ...SESSION_TYPES.map((type) => ({ value: type, label: t(`types.${keyOf(type)}`) })),
            ]}
          />
          <HTMLSelect
            aria-label={t('fields.state')}
            value={filter.state}
            onChange={(event) => refilter({ state: event.currentTarget.value as QuotaState | '' })}
            options={[
              { value: '', label: t('list.all-states') },
              { value: 'InEffect', label: t('states.in-effect') },
              { value: 'Disabled', label: t('states.disabled') },
            ]}
          />
        </SearchForm>
        <div className="atrium-quota-toolbar-actions">
          <Button icon="download" text={t('list.excel')} loading={excel.busy} onClick={() => void downloadExcel()} />
          {canWrite && <AddButton text={t('list.add')} onClick={() => setOpen({ kind: 'form', quota: null })} />}
        </div>
      </div>
      <PagedListView
        list={data?.sessionQuotas}
        fetching={fetching}
        error={error}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={paging.update}
        loadFailedTitle={t('list.load-failed')}
        empty={
          narrowed ? (
            <EmptyState icon="search" title={t('empty.search-title')} />
          ) : (
            <EmptyState
              icon="time"
              title={t('empty.title')}
              description={canWrite ? t('empty.description') : t('empty.description-read')}
            />
          )
        }
        renderTable={(quotas) => (
          <SessionQuotaTable
            quotas={quotas}
            canWrite={canWrite}
            onEdit={(quota) => setOpen({ kind: 'form', quota })}
            onRenew={(quota) => setOpen({ kind: 'renew', quota })}
            onDisable={(quota) => setOpen({ kind: 'disable', quota })}
            onChanges={(quota) => setOpen({ kind: 'changes', quota })}
          />
        )}
      />
      {open?.kind === 'form' && (
        <SessionQuotaDialog quota={open.quota} onClose={() => setOpen(null)} onSaved={reload} />
      )}
      {open?.kind === 'renew' && <RenewDialog quota={open.quota} onClose={() => setOpen(null)} onSaved={reload} />}
      {open?.kind === 'changes' && <ChangesDrawer quota={open.quota} onClose={() => setOpen(null)} />}
      <Alert
        isOpen={open?.kind === 'disable'}
        intent="danger"
        icon="disable"
        cancelButtonText={t('disable.back')}
        confirmButtonText={t('disable.confirm')}
        loading={disabling.fetching}
        onCancel={() => setOpen(null)}
        onConfirm={() => open?.kind === 'disable' && void confirmDisable(open.quota)}
      >
        <p>
          {open?.kind === 'disable' &&
            t('disable.question', { name: open.quota.childName, type: t(`types.${keyOf(open.quota.type)}`) })}
        </p>
      </Alert>
    </div>
  );
};

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { GroupListDocument, type GroupFieldsFragment } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { AddButton } from '../../shared/ui/AddButton';
import { Page } from '../../shared/ui/Page';
import { PagedListView } from '../../shared/ui/PagedListView';
import { SearchForm } from '../../shared/ui/SearchForm';
import { parsePagedListParams, writePagedListParams, type PagedListParams } from '../../shared/ui/usePagedListParams';
import { GroupFormDialog } from './components/GroupFormDialog';
import { GroupTable } from './components/GroupTable';
import { ManageChildrenDialog } from './components/ManageChildrenDialog';
import './groups.css';
import { EmptyState } from '../../shared/ui/EmptyState';

type Dialog = { kind: 'form'; group: GroupFieldsFragment | null } | { kind: 'children'; group: GroupFieldsFragment };

/** /system/center/menu/traningManage/classList: the centre's groups (classes) and their children. */
export const GroupListPage = () => {
  const { t } = useTranslation('groups');
  // Page, size and the name search live in the address, so a reload reopens the same view.
  const [searchParams, setSearchParams] = useSearchParams();
  const paging = parsePagedListParams(searchParams);
  const filter = searchParams.get('filter') ?? '';
  const navigate = (next: Partial<PagedListParams> & { filter?: string }) => {
    const text = (next.filter ?? filter).trim();
    setSearchParams(writePagedListParams(new URLSearchParams(text ? { filter: text } : {}), { ...paging, ...next }));
  };
  const [searchText, setSearchText] = useState(filter);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GroupListDocument,
    variables: {
      filter: filter || null,
      skipCount: (paging.page - 1) * paging.pageSize,
      maxResultCount: paging.pageSize,
    },
    context: NO_ERROR_TOAST,
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const list = data?.groups;

  return (
    <Page
      title={t('menu:center.items.class-list')}
      subtitle={list ? t('list.total', { total: list.totalCount }) : undefined}
      actions={<AddButton text={t('list.add')} onClick={() => setDialog({ kind: 'form', group: null })} />}
    >
      <SearchForm
        className="atrium-group-search"
        label={t('list.search')}
        value={searchText}
        onValueChange={setSearchText}
        onSearch={() => navigate({ filter: searchText, page: 1 })}
      />
      <PagedListView
        list={list}
        fetching={fetching}
        error={error}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={navigate}
        loadFailedTitle={t('list.load-failed')}
        empty={
          filter ? (
            <EmptyState icon="search" title={t('empty.search-title')} />
          ) : (
            <EmptyState icon="people" title={t('empty.title')} description={t('empty.description')} />
          )
        }
        renderTable={(groups) => (
          <GroupTable
            groups={groups}
            onEdit={(group) => setDialog({ kind: 'form', group })}
            onManageChildren={(group) => setDialog({ kind: 'children', group })}
          />
        )}
      />
      {dialog?.kind === 'form' && (
        <GroupFormDialog group={dialog.group} onClose={() => setDialog(null)} onSaved={reload} />
      )}
      {dialog?.kind === 'children' && (
        <ManageChildrenDialog group={dialog.group} onClose={() => setDialog(null)} onSaved={reload} />
      )}
    </Page>
  );
};

import type { IconName } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, type AnyVariables, type TypedDocumentNode } from 'urql';
import type { ContentStatus } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { AddButton } from '../../../shared/ui/AddButton';
import { Page } from '../../../shared/ui/Page';
import { PagedList } from '../../../shared/ui/PagedList';
import { SearchForm } from '../../../shared/ui/SearchForm';
import { usePagedListParams } from '../../../shared/ui/usePagedListParams';
import { ContentHistoryDialog, type ContentHistoryEntry } from './ContentHistoryDialog';
import { ContentStatusDialog } from './ContentStatusDialog';
import { DeleteContentAlert } from './DeleteContentAlert';
import '../content.css';

/** What every content item has for the list, the dialogs and the row actions. */
export type ContentListItem = {
  id: string;
  sortOrder: number;
  contentStatus: ContentStatus;
  nextStatuses: readonly ContentStatus[];
  canEdit: boolean;
  canDelete: boolean;
};

export type ContentListVariables = { search: string | null; skipCount: number; maxResultCount: number };

/**
 * A kind's GraphQL operations for its list page. `variables` go with every mutation and the
 * history (the training parts' `kind`; nothing for a kind with its own operations).
 */
export type ContentKindOperations<
  Item,
  Data,
  History,
  Extra extends AnyVariables,
  ListExtra extends object = object,
> = {
  list: TypedDocumentNode<Data, ContentListVariables & ListExtra>;
  /** More variables of the list query only (an offline plan template's version). */
  listVariables?: ListExtra;
  pageOf: (data: Data) => { items: Item[]; totalCount: number };
  move: TypedDocumentNode<unknown, Extra & { id: string; newSortOrder: number }>;
  changeStatus: TypedDocumentNode<unknown, Extra & { id: string; contentStatus: ContentStatus }>;
  remove: TypedDocumentNode<unknown, Extra & { id: string }>;
  history: TypedDocumentNode<History, Extra & { id: string }>;
  historyOf: (data: History) => readonly ContentHistoryEntry[];
  variables: Extra;
};

/** The page's words, already in the reader's language. */
export type ContentListWords = {
  title: string;
  total: (count: number) => string;
  add: string;
  search: string;
  loadFailed: string;
  empty: { title: string; description: string };
  noMatch: { title: string; description: string };
};

/** The words of a kind whose catalogue has the library's usual list.* and empty.* keys. */
export const libraryListWords = (t: TFunction<string>, title: string): ContentListWords => ({
  title,
  total: (count: number) => t('list.total', { count }),
  add: t('list.add'),
  search: t('list.search'),
  loadFailed: t('list.load-failed'),
  empty: { title: t('empty.title'), description: t('empty.description') },
  noMatch: { title: t('empty.no-match-title'), description: t('empty.no-match-description') },
});

/** The row actions' handlers, for the kind's table (its props take these names). */
export type ContentTableHandlers<Item> = {
  /** The place of the page's first row in the whole list (0 on the first page). */
  firstIndex: number;
  totalCount: number;
  /** Moves need the whole list's order: off while a search shows part of it. */
  movable: boolean;
  busy: boolean;
  onEdit: (item: Item) => void;
  onStatus: (item: Item) => void;
  onHistory: (item: Item) => void;
  onMove: (item: Item, newSortOrder: number) => void;
  onDelete: (item: Item) => void;
};

export type ContentListPageProps<
  Item extends ContentListItem,
  Data,
  History,
  Extra extends AnyVariables,
  ListExtra extends object = object,
> = {
  operations: ContentKindOperations<Item, Data, History, Extra, ListExtra>;
  words: ContentListWords;
  icon: IconName;
  // The kind's operations tell the item's type; these only use it.
  nameOf: (item: NoInfer<Item>, language: string) => string;
  renderTable: (items: NoInfer<Item>[], handlers: ContentTableHandlers<NoInfer<Item>>) => ReactNode;
  renderForm: (item: NoInfer<Item> | null, close: () => void, saved: () => void) => ReactNode;
  /** More buttons in the page's header (the feedback form's preview). */
  extraActions?: ReactNode;
  fieldLabel?: (field: string) => string;
  valueLabel?: (field: string, value: unknown) => string | null;
  /**
   * The kind's own dialogs (the music library's player, a plan's detail), mounted by the kind; as
   * a function they read the page's current items, so a dialog opened on a row shows the row as
   * the list last loaded it rather than as it was when clicked, and can reload the list.
   */
  children?: ReactNode | ((items: readonly NoInfer<Item>[], reload: () => void) => ReactNode);
};

type Dialog<Item> =
  { kind: 'form'; item: Item | null } | { kind: 'status'; item: Item } | { kind: 'history'; item: Item };

/**
 * The list page of every content kind under /system/manage/content (issue 18 item 3): the
 * library's order, search, pages of 6 to 24, add and edit, the status-change dialog, moves,
 * history and a confirmed delete. The kind brings its operations, its columns and its form.
 */
export const ContentListPage = <
  Item extends ContentListItem,
  Data,
  History,
  Extra extends AnyVariables,
  ListExtra extends object = object,
>({
  operations,
  words,
  icon,
  nameOf,
  renderTable,
  renderForm,
  extraActions,
  fieldLabel,
  valueLabel,
  children,
}: ContentListPageProps<Item, Data, History, Extra, ListExtra>) => {
  const { i18n } = useTranslation();
  const { page, pageSize, update } = usePagedListParams();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: operations.list,
    variables: {
      ...(operations.listVariables as ListExtra),
      search: search || null,
      skipCount: (page - 1) * pageSize,
      maxResultCount: pageSize,
    },
    context: NO_ERROR_TOAST,
    requestPolicy: 'cache-and-network',
  });
  const [moving, move] = useMutation(operations.move);
  const [changing, changeStatus] = useMutation(operations.changeStatus);
  const [removing, remove] = useMutation(operations.remove);
  const [dialog, setDialog] = useState<Dialog<Item> | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const list = data ? operations.pageOf(data) : undefined;
  const close = () => setDialog(null);
  const extra = operations.variables;
  const named = (item: Item) => nameOf(item, i18n.language);

  const handleMove = async (item: Item, newSortOrder: number) => {
    const result = await move({ ...extra, id: item.id, newSortOrder });
    if (!result.error) reload();
  };

  return (
    <Page
      title={words.title}
      subtitle={list ? words.total(list.totalCount) : undefined}
      actions={
        <>
          {extraActions}
          <AddButton text={words.add} onClick={() => setDialog({ kind: 'form', item: null })} />
        </>
      }
    >
      <SearchForm
        className="atrium-content-search"
        label={words.search}
        value={typed}
        onValueChange={setTyped}
        onSearch={() => {
          setSearch(typed.trim());
          update({ page: 1 });
        }}
      />
      <PagedList
        query={{ list, fetching, error }}
        paging={{ page, pageSize, update }}
        loadFailedTitle={words.loadFailed}
        empty={search ? { icon: 'search', ...words.noMatch } : { icon, ...words.empty }}
        renderTable={(items) =>
          renderTable(items, {
            firstIndex: (page - 1) * pageSize,
            totalCount: list?.totalCount ?? 0,
            movable: search === '',
            busy: moving.fetching || fetching,
            onEdit: (item) => setDialog({ kind: 'form', item }),
            onStatus: (item) => setDialog({ kind: 'status', item }),
            onHistory: (item) => setDialog({ kind: 'history', item }),
            onMove: (item, newSortOrder) => void handleMove(item, newSortOrder),
            onDelete: setDeleting,
          })
        }
      />
      {dialog?.kind === 'form' && renderForm(dialog.item, close, reload)}
      {dialog?.kind === 'status' && (
        <ContentStatusDialog
          item={{ ...dialog.item, name: named(dialog.item) }}
          change={(contentStatus) => changeStatus({ ...extra, id: dialog.item.id, contentStatus })}
          busy={changing.fetching}
          onClose={close}
          onChanged={reload}
        />
      )}
      {dialog?.kind === 'history' && (
        <ContentHistoryDialog
          item={{ id: dialog.item.id, name: named(dialog.item) }}
          source={{
            query: operations.history,
            variables: { ...extra, id: dialog.item.id },
            entriesOf: operations.historyOf,
          }}
          {...(fieldLabel ? { fieldLabel } : {})}
          {...(valueLabel ? { valueLabel } : {})}
          onClose={close}
        />
      )}
      <DeleteContentAlert
        item={deleting ? { id: deleting.id, name: named(deleting) } : null}
        remove={(id) => remove({ ...extra, id })}
        busy={removing.fetching}
        onClose={() => setDeleting(null)}
        onDeleted={reload}
      />
      {typeof children === 'function' ? children(list?.items ?? [], reload) : children}
    </Page>
  );
};

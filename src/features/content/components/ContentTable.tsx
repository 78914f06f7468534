import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import type { ContentListItem, ContentTableHandlers } from './ContentListPage';
import { ContentRowActions } from './ContentRowActions';
import { ContentStatusTag } from './ContentStatusTag';

/** One of a kind's own columns: its header, its width kind (columnWidths.ts) and a row's cell. */
export type ContentColumn<Item> = { title: string; kind: ColumnKind; cell: (item: Item, name: string) => ReactNode };

/**
 * Every content list's column kinds, in order: the order, the kind's own columns, the status, the
 * last change when the kind shows it, and the actions. The tables' *_COLUMN_KINDS come from here,
 * so the width check (fitsLaptop) sees exactly the columns drawn.
 */
export const contentColumnKinds = <Own extends readonly ColumnKind[]>(own: Own, changed: boolean) =>
  [
    'number',
    ...own,
    'status',
    ...(changed ? (['dateTime'] as const) : []),
    'mostActions',
  ] as const satisfies readonly ColumnKind[];

type ContentTableProps<Item extends ContentListItem> = {
  items: readonly Item[];
  handlers: ContentTableHandlers<Item>;
  /** The item's name in the reader's language: the actions' accessible names, and the cells'. */
  nameOf: (item: Item, language: string) => string;
  /** The kind's own columns, between the order and the status. */
  columns: readonly ContentColumn<Item>[];
  /** The order column's header, where a kind's catalogue words it otherwise (tracks: "Sort order"). */
  orderTitle?: string;
  /** The last change's column: `lastModificationTime` read from each row. */
  changed?: (item: Item) => string;
  /** Actions of the kind's own before the six (play, rules). */
  leadingActions?: (item: Item, name: string) => ReactNode;
};

/**
 * A content kind's list table: the library's order first, the kind's columns, the status (and the
 * last change), then its own actions and the six every content row has.
 */
export const ContentTable = <Item extends ContentListItem>({
  items,
  handlers,
  nameOf,
  columns,
  orderTitle,
  changed,
  leadingActions,
}: ContentTableProps<Item>) => {
  const { t, i18n } = useTranslation('content');
  const headers: ListColumn[] = [
    { title: orderTitle ?? t('fields.sort-order'), kind: 'number' },
    ...columns.map(({ title, kind }) => ({ title, kind })),
    { title: t('fields.content-status'), kind: 'status' },
    ...(changed ? [{ title: t('fields.last-modification-time'), kind: 'dateTime' as const }] : []),
    { title: t('list.actions'), kind: 'mostActions' },
  ];
  return (
    <ListTable columns={headers}>
      {items.map((item, index) => {
        const name = nameOf(item, i18n.language);
        return (
          <tr key={item.id}>
            <td>{item.sortOrder}</td>
            {columns.map((column, at) => (
              // The columns never move, so their place is a stable key.
              <td key={at}>{column.cell(item, name)}</td>
            ))}
            <td>
              <ContentStatusTag status={item.contentStatus} />
            </td>
            {changed && <td>{formatDateTime(changed(item))}</td>}
            <td>
              {leadingActions?.(item, name)}
              <ContentRowActions item={item} name={name} place={handlers.firstIndex + index} {...handlers} />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
};

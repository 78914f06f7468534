import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { RowOpenButton } from '../../../shared/ui/RowOpenButton';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import type { ContentListItem, ContentTableHandlers } from '../components/ContentListPage';
import { ContentRowActions } from '../components/ContentRowActions';
import { ContentStatusTag } from '../components/ContentStatusTag';
import { musicName } from './musicForm';

/** The columns by kind: order, code, name, the kind's words, sessions, status, actions. */
export const MUSIC_COLUMN_KINDS = [
  'number',
  'code',
  'text',
  'text',
  'number',
  'status',
  'mostActions',
] as const satisfies readonly ColumnKind[];

type MusicRow = ContentListItem & { code: string; nameZh: string; nameEn: string; sessionCount: number };

type MusicTableProps<Item extends MusicRow> = {
  items: Item[];
  handlers: ContentTableHandlers<Item>;
  /** The kind's column: its title and each row's words (music type and category, or audio type). */
  kindColumn: { title: string; of: (item: Item) => string };
  onDetail: (item: Item) => void;
};

/** Music plans or brain-music programmes in the library's order; the name opens the sessions. */
export const MusicTable = <Item extends MusicRow>({ items, handlers, kindColumn, onDetail }: MusicTableProps<Item>) => {
  const { t, i18n } = useTranslation('content-music');
  const [order, code, name, kind, sessions, status, actions] = MUSIC_COLUMN_KINDS;
  const columns: ListColumn[] = [
    { title: t('content:fields.sort-order'), kind: order },
    { title: t('fields.code'), kind: code },
    { title: t('list.name'), kind: name },
    { title: kindColumn.title, kind },
    { title: t('list.sessions'), kind: sessions },
    { title: t('content:fields.content-status'), kind: status },
    { title: t('content:list.actions'), kind: actions },
  ];
  return (
    <ListTable columns={columns}>
      {items.map((item, index) => {
        const shown = musicName(item, i18n.language);
        return (
          <tr key={item.id}>
            <td>{item.sortOrder}</td>
            <td>
              <TruncatedText text={item.code} />
            </td>
            <td>
              <RowOpenButton
                text={shown}
                label={t('list.detail-named', { name: shown })}
                onClick={() => onDetail(item)}
              />
            </td>
            <td>
              <TruncatedText text={kindColumn.of(item)} />
            </td>
            <td>{item.sessionCount}</td>
            <td>
              <ContentStatusTag status={item.contentStatus} />
            </td>
            <td>
              <ContentRowActions item={item} name={shown} place={handlers.firstIndex + index} {...handlers} />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
};

import { useTranslation } from 'react-i18next';
import { RowOpenButton } from '../../../shared/ui/RowOpenButton';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import type { ContentListItem, ContentTableHandlers } from '../components/ContentListPage';
import { contentColumnKinds, ContentTable } from '../components/ContentTable';
import { musicName } from './musicForm';

const OWN_KINDS = ['code', 'text', 'text', 'number'] as const;
/** The columns by kind: order, code, name, the kind's words, sessions, status, actions. */
export const MUSIC_COLUMN_KINDS = contentColumnKinds(OWN_KINDS, false);

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
  const { t } = useTranslation('content-music');
  const [code, name, kind, sessions] = OWN_KINDS;
  return (
    <ContentTable
      items={items}
      handlers={handlers}
      nameOf={musicName}
      columns={[
        { title: t('fields.code'), kind: code, cell: (item) => <TruncatedText text={item.code} /> },
        {
          title: t('list.name'),
          kind: name,
          cell: (item, shown) => (
            <RowOpenButton
              text={shown}
              label={t('list.detail-named', { name: shown })}
              onClick={() => onDetail(item)}
            />
          ),
        },
        { title: kindColumn.title, kind, cell: (item) => <TruncatedText text={kindColumn.of(item)} /> },
        { title: t('list.sessions'), kind: sessions, cell: (item) => item.sessionCount },
      ]}
    />
  );
};

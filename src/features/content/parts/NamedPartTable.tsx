import { useTranslation } from 'react-i18next';
import type { ContentNamedPartFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { ContentRowActions } from '../components/ContentRowActions';
import { ContentStatusTag } from '../components/ContentStatusTag';
import type { ContentPartTableHandlers } from './ContentPartPage';
import { partName } from './partForm';

/** The columns by kind: order, name, English name, description, status, changed, actions. */
export const NAMED_PART_COLUMN_KINDS = [
  'number',
  'text',
  'text',
  'text',
  'status',
  'dateTime',
  'mostActions',
] as const satisfies readonly ColumnKind[];

type NamedPartTableProps = {
  items: ContentNamedPartFieldsFragment[];
  handlers: ContentPartTableHandlers<ContentNamedPartFieldsFragment>;
};

/** Training targets or materials, in the library's order; the description in the reader's language. */
export const NamedPartTable = ({ items, handlers }: NamedPartTableProps) => {
  const { t, i18n } = useTranslation('content-parts');
  const zh = i18n.language.startsWith('zh');
  const [order, nameZh, nameEn, description, status, changed, actions] = NAMED_PART_COLUMN_KINDS;
  const columns: ListColumn[] = [
    { title: t('fields.sort-order'), kind: order },
    { title: t('fields.name-zh'), kind: nameZh },
    { title: t('fields.name-en'), kind: nameEn },
    { title: t('fields.description'), kind: description },
    { title: t('fields.content-status'), kind: status },
    { title: t('fields.last-modification-time'), kind: changed },
    { title: t('list.actions'), kind: actions },
  ];
  return (
    <ListTable columns={columns}>
      {items.map((item, index) => (
        <tr key={item.id}>
          <td>{item.sortOrder}</td>
          <td>
            <TruncatedText text={item.nameZh} />
          </td>
          <td>
            <TruncatedText text={item.nameEn} />
          </td>
          <td>
            <TruncatedText text={(zh ? item.descriptionZh : item.descriptionEn) || '—'} />
          </td>
          <td>
            <ContentStatusTag status={item.contentStatus} />
          </td>
          <td>{formatDateTime(item.lastModificationTime)}</td>
          <td>
            <ContentRowActions
              item={item}
              name={partName(item, i18n.language)}
              place={handlers.firstIndex + index}
              {...handlers}
            />
          </td>
        </tr>
      ))}
    </ListTable>
  );
};

import { useTranslation } from 'react-i18next';
import type { ContentTagFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { tagName } from '../tagForm';
import type { ContentTableHandlers } from './ContentListPage';
import { ContentRowActions } from './ContentRowActions';
import { ContentStatusTag } from './ContentStatusTag';

type TagTableProps = ContentTableHandlers<ContentTagFieldsFragment> & {
  tags: ContentTagFieldsFragment[];
};

/** The columns by kind (columnWidths.ts): order, Chinese name, English name, status, changed, actions. */
export const TAG_COLUMN_KINDS = [
  'number',
  'text',
  'text',
  'status',
  'dateTime',
  'mostActions',
] as const satisfies readonly ColumnKind[];

/** The tag list (spec 000 §2 /system/manage/content/tag), in the library's order. */
export const TagTable = ({
  tags,
  firstIndex,
  totalCount,
  movable,
  busy,
  onEdit,
  onStatus,
  onHistory,
  onMove,
  onDelete,
}: TagTableProps) => {
  const { t, i18n } = useTranslation('content');
  const [order, nameZh, nameEn, status, changed, actions] = TAG_COLUMN_KINDS;
  const columns: ListColumn[] = [
    { title: t('fields.sort-order'), kind: order },
    { title: t('fields.name-zh'), kind: nameZh },
    { title: t('fields.name-en'), kind: nameEn },
    { title: t('fields.content-status'), kind: status },
    { title: t('fields.last-modification-time'), kind: changed },
    { title: t('list.actions'), kind: actions },
  ];
  return (
    <ListTable columns={columns}>
      {tags.map((tag, index) => {
        const name = tagName(tag, i18n.language);
        const place = firstIndex + index;
        return (
          <tr key={tag.id}>
            <td>{tag.sortOrder}</td>
            <td>
              <TruncatedText text={tag.nameZh} />
            </td>
            <td>
              <TruncatedText text={tag.nameEn} />
            </td>
            <td>
              <ContentStatusTag status={tag.contentStatus} />
            </td>
            <td>{formatDateTime(tag.lastModificationTime)}</td>
            <td>
              <ContentRowActions
                item={tag}
                name={name}
                place={place}
                totalCount={totalCount}
                movable={movable}
                busy={busy}
                onEdit={onEdit}
                onStatus={onStatus}
                onHistory={onHistory}
                onMove={onMove}
                onDelete={onDelete}
              />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
};

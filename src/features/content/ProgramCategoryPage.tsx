import { useTranslation } from 'react-i18next';
import {
  ContentProgramCategoryListDocument,
  type ContentProgramCategoryFieldsFragment,
  type ContentProgramCategoryListQuery,
} from '../../generated/graphql';
import { formatDateTime } from '../../shared/i18n/formatDate';
import { ListTable, type ListColumn } from '../../shared/ui/ListTable';
import type { ColumnKind } from '../../shared/ui/columnWidths';
import { TruncatedText } from '../../shared/ui/TruncatedText';
import { ContentRowActions } from './components/ContentRowActions';
import { ContentStatusTag } from './components/ContentStatusTag';
import { CategoryFormDialog } from './parts/CategoryFormDialog';
import { ContentPartPage, type ContentPartTableHandlers } from './parts/ContentPartPage';
import { partName } from './parts/partForm';

/** The columns by kind: order, Chinese name, English name, type, status, changed, actions. */
export const CATEGORY_COLUMN_KINDS = [
  'number',
  'text',
  'text',
  'label',
  'status',
  'dateTime',
  'mostActions',
] as const satisfies readonly ColumnKind[];

const CategoryTable = ({
  items,
  handlers,
}: {
  items: ContentProgramCategoryFieldsFragment[];
  handlers: ContentPartTableHandlers<ContentProgramCategoryFieldsFragment>;
}) => {
  const { t, i18n } = useTranslation('content-parts');
  const [order, nameZh, nameEn, type, status, changed, actions] = CATEGORY_COLUMN_KINDS;
  const columns: ListColumn[] = [
    { title: t('fields.sort-order'), kind: order },
    { title: t('fields.name-zh'), kind: nameZh },
    { title: t('fields.name-en'), kind: nameEn },
    { title: t('fields.category-type'), kind: type },
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
          <td>{t(`category.type-${item.categoryType}`)}</td>
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

/** /system/manage/content/category: program categories, V4's apart (spec 001 §3; REST programCategory). */
export const ProgramCategoryPage = () => {
  const { t } = useTranslation('content-parts');
  return (
    <ContentPartPage<ContentProgramCategoryFieldsFragment, ContentProgramCategoryListQuery>
      kind="ProgramCategory"
      words="category"
      title={t('menu:manage.items.content-category')}
      icon="folder-close"
      listQuery={ContentProgramCategoryListDocument}
      pageOf={(data) => data.contentProgramCategories}
      nameOf={partName}
      renderTable={(items, handlers) => <CategoryTable items={items} handlers={handlers} />}
      renderForm={(item, close, saved) => <CategoryFormDialog item={item} onClose={close} onSaved={saved} />}
      valueLabel={(field, value) => (field === 'categoryType' ? t(`category.type-${String(value)}`) : null)}
    />
  );
};

import { useTranslation } from 'react-i18next';
import {
  ContentProgramCategoryListDocument,
  type ContentProgramCategoryFieldsFragment,
  type ContentProgramCategoryListQuery,
} from '../../generated/graphql';
import { TruncatedText } from '../../shared/ui/TruncatedText';
import { contentColumnKinds, ContentTable } from './components/ContentTable';
import { CategoryFormDialog } from './parts/CategoryFormDialog';
import { ContentPartPage, type ContentPartTableHandlers } from './parts/ContentPartPage';
import { partName } from './parts/partForm';

const OWN_KINDS = ['text', 'text', 'label'] as const;
/** The columns by kind: order, Chinese name, English name, type, status, changed, actions. */
export const CATEGORY_COLUMN_KINDS = contentColumnKinds(OWN_KINDS, true);

const CategoryTable = ({
  items,
  handlers,
}: {
  items: ContentProgramCategoryFieldsFragment[];
  handlers: ContentPartTableHandlers<ContentProgramCategoryFieldsFragment>;
}) => {
  const { t } = useTranslation('content-parts');
  const [nameZh, nameEn, type] = OWN_KINDS;
  return (
    <ContentTable
      items={items}
      handlers={handlers}
      nameOf={partName}
      columns={[
        { title: t('fields.name-zh'), kind: nameZh, cell: (item) => <TruncatedText text={item.nameZh} /> },
        { title: t('fields.name-en'), kind: nameEn, cell: (item) => <TruncatedText text={item.nameEn} /> },
        { title: t('fields.category-type'), kind: type, cell: (item) => t(`category.type-${item.categoryType}`) },
      ]}
      changed={(item) => item.lastModificationTime}
    />
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

import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  CreateContentProgramCategoryDocument,
  UpdateContentProgramCategoryDocument,
  type ContentProgramCategoryFieldsFragment,
  type ContentProgramCategoryInput,
} from '../../../generated/graphql';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { useCreateOrUpdate } from '../../../shared/ui/useCreateOrUpdate';
import {
  MAX_SORT_ORDER,
  PART_NAME_MAX,
  partName,
  sortOrderOf,
  sortOrderProblem,
  textProblem,
  type PartProblem,
} from './partForm';
import { ContentTextField } from '../components/ContentTextField';
import { keyOf } from '../components/contentKeys';
import { useContentForm, useSavedAndClose } from '../components/useContentForm';

type Values = { nameZh: string; nameEn: string; categoryType: string; sortOrder: string };
const MUTATIONS = { create: CreateContentProgramCategoryDocument, update: UpdateContentProgramCategoryDocument };
/** 001 §3: categoryType '1', or '2' for the V4 programs. */
export const CATEGORY_TYPES = ['1', '2'] as const;

type CategoryFormDialogProps = {
  item: ContentProgramCategoryFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
};

/** Add or edit a program category: both names (50), and its type (V4 or not). */
export const CategoryFormDialog = ({ item, onClose, onSaved }: CategoryFormDialogProps) => {
  const { t, i18n } = useTranslation('content-parts');
  const form = useContentForm<Values, PartProblem>(
    () =>
      item
        ? {
            nameZh: item.nameZh,
            nameEn: item.nameEn,
            categoryType: item.categoryType,
            sortOrder: String(item.sortOrder),
          }
        : { nameZh: '', nameEn: '', categoryType: '1', sortOrder: '' },
    (values) => ({
      nameZh: textProblem(values.nameZh, true, PART_NAME_MAX),
      nameEn: textProblem(values.nameEn, true, PART_NAME_MAX),
      sortOrder: sortOrderProblem(values.sortOrder),
    }),
    (problem, field) =>
      t(`form.${problem}`, {
        field: t(`fields.${keyOf(field)}`),
        max: field === 'sortOrder' ? MAX_SORT_ORDER : PART_NAME_MAX,
      }),
  );
  const { values, set } = form;
  const { busy, save } = useCreateOrUpdate(MUTATIONS, item?.id ?? null);
  const savedAndClose = useSavedAndClose(onSaved, onClose);
  const input = (): ContentProgramCategoryInput => ({
    nameZh: values.nameZh.trim(),
    nameEn: values.nameEn.trim(),
    categoryType: values.categoryType,
    sortOrder: sortOrderOf(values.sortOrder),
  });

  const handleSubmit = async () => {
    if (!form.ready()) return;
    const result = await save(input());
    if (result.error) return;
    savedAndClose(t('form.saved', { name: partName(input(), i18n.language) }));
  };

  return (
    <FormDialog
      title={item ? t('form.edit-title', { name: partName(item, i18n.language) }) : t('category.create-title')}
      icon="folder-close"
      busy={busy}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <ContentTextField
        form={form}
        field="nameZh"
        id="atrium-content-category-name-zh"
        label={t('fields.name-zh')}
        requiredLabel={t('form.required-mark')}
      />
      <ContentTextField
        form={form}
        field="nameEn"
        id="atrium-content-category-name-en"
        label={t('fields.name-en')}
        requiredLabel={t('form.required-mark')}
      />
      <FormGroup label={t('fields.category-type')} labelFor="atrium-content-category-type">
        <HTMLSelect
          id="atrium-content-category-type"
          value={values.categoryType}
          onChange={(event) => set('categoryType', event.currentTarget.value)}
          options={CATEGORY_TYPES.map((type) => ({ value: type, label: t(`category.type-${type}`) }))}
        />
      </FormGroup>
      <ContentTextField
        form={form}
        field="sortOrder"
        id="atrium-content-category-sort-order"
        label={t('fields.sort-order')}
        requiredLabel={t('form.sort-order-help')}
      />
    </FormDialog>
  );
};

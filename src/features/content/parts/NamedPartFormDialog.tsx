import { FormGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TypedDocumentNode } from 'urql';
import type { ContentNamedPartFieldsFragment, ContentNamedPartInput } from '../../../generated/graphql';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { useCreateOrUpdate } from '../../../shared/ui/useCreateOrUpdate';
import { ContentTextField } from '../components/ContentTextField';
import { keyOf } from '../components/contentKeys';
import { useContentForm, useSavedAndClose } from '../components/useContentForm';
import {
  MAX_SORT_ORDER,
  PART_DESCRIPTION_MAX,
  PART_NAME_MAX,
  partName,
  sortOrderOf,
  sortOrderProblem,
  textProblem,
} from './partForm';

type Values = { nameZh: string; nameEn: string; descriptionZh: string; descriptionEn: string; sortOrder: string };

type NamedPartFormDialogProps = {
  /** The kind's words: targets or materials (content-parts:target.* or material.*). */
  kind: 'target' | 'material';
  item: ContentNamedPartFieldsFragment | null;
  mutations: {
    create: TypedDocumentNode<unknown, { input: ContentNamedPartInput }>;
    update: TypedDocumentNode<unknown, { id: string; input: ContentNamedPartInput }>;
  };
  onClose: () => void;
  onSaved: () => void;
};

const valuesOf = (item: ContentNamedPartFieldsFragment | null): Values =>
  item
    ? {
        nameZh: item.nameZh,
        nameEn: item.nameEn,
        descriptionZh: item.descriptionZh,
        descriptionEn: item.descriptionEn,
        sortOrder: String(item.sortOrder),
      }
    : { nameZh: '', nameEn: '', descriptionZh: '', descriptionEn: '', sortOrder: '' };

const MAX: Record<keyof Values, number> = {
  nameZh: PART_NAME_MAX,
  nameEn: PART_NAME_MAX,
  descriptionZh: PART_DESCRIPTION_MAX,
  descriptionEn: PART_DESCRIPTION_MAX,
  sortOrder: MAX_SORT_ORDER,
};

const problemsOf = (values: Values) => ({
  nameZh: textProblem(values.nameZh, true, PART_NAME_MAX),
  nameEn: textProblem(values.nameEn, true, PART_NAME_MAX),
  descriptionZh: textProblem(values.descriptionZh, false, PART_DESCRIPTION_MAX),
  descriptionEn: textProblem(values.descriptionEn, false, PART_DESCRIPTION_MAX),
  sortOrder: sortOrderProblem(values.sortOrder),
});

/** Add or edit a training target or a material: names required (50), descriptions optional (500). */
export const NamedPartFormDialog = ({ kind, item, mutations, onClose, onSaved }: NamedPartFormDialogProps) => {
  const { t, i18n } = useTranslation('content-parts');
  const form = useContentForm(
    () => valuesOf(item),
    problemsOf,
    (problem, field) => t(`form.${problem}`, { field: t(`fields.${keyOf(field)}`), max: MAX[field] }),
  );
  const { values, set, problemOf } = form;
  const { busy, save } = useCreateOrUpdate(mutations, item?.id ?? null);
  const savedAndClose = useSavedAndClose(onSaved, onClose);
  const input = (): ContentNamedPartInput => ({
    nameZh: values.nameZh.trim(),
    nameEn: values.nameEn.trim(),
    descriptionZh: values.descriptionZh.trim(),
    descriptionEn: values.descriptionEn.trim(),
    sortOrder: sortOrderOf(values.sortOrder),
  });

  const handleSubmit = async () => {
    if (!form.ready()) return;
    const result = await save(input());
    if (result.error) return;
    savedAndClose(t('form.saved', { name: partName(input(), i18n.language) }));
  };

  const id = (name: string) => `atrium-content-${kind}-${name}`;
  const description = (field: 'descriptionZh' | 'descriptionEn') => {
    const problem = problemOf(field);
    return (
      <FormGroup
        label={t(`fields.${keyOf(field)}`)}
        labelFor={id(field)}
        intent={problem ? 'danger' : 'none'}
        helperText={problem}
      >
        <TextArea
          id={id(field)}
          fill
          rows={2}
          value={values[field]}
          intent={problem ? 'danger' : 'none'}
          onChange={(event) => set(field, event.currentTarget.value)}
        />
      </FormGroup>
    );
  };

  return (
    <FormDialog
      title={item ? t('form.edit-title', { name: partName(item, i18n.language) }) : t(`${kind}.create-title`)}
      icon={kind === 'target' ? 'locate' : 'box'}
      busy={busy}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <ContentTextField
        form={form}
        field="nameZh"
        id={id('name-zh')}
        label={t('fields.name-zh')}
        requiredLabel={t('form.required-mark')}
      />
      <ContentTextField
        form={form}
        field="nameEn"
        id={id('name-en')}
        label={t('fields.name-en')}
        requiredLabel={t('form.required-mark')}
      />
      {description('descriptionZh')}
      {description('descriptionEn')}
      <ContentTextField
        form={form}
        field="sortOrder"
        id={id('sort-order')}
        label={t('fields.sort-order')}
        requiredLabel={t('form.sort-order-help')}
      />
    </FormDialog>
  );
};

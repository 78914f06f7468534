import { useTranslation } from 'react-i18next';
import {
  CreateContentTagDocument,
  UpdateContentTagDocument,
  type ContentTagFieldsFragment,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { TextField } from '../../../shared/ui/TextField';
import { useCreateOrUpdate } from '../../../shared/ui/useCreateOrUpdate';
import { useFormValues } from '../../../shared/ui/useFormValues';
import {
  EMPTY_TAG,
  MAX_SORT_ORDER,
  TAG_NAME_MAX,
  formValuesOf,
  inputOf,
  tagName,
  tagProblems,
  type TagFormValues,
} from '../tagForm';
import { keyOf } from './contentKeys';

type TagFormDialogProps = {
  /** The tag to edit; null to create one. */
  tag: ContentTagFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
};

const id = (name: string) => `atrium-content-tag-${name}`;
const TAG_MUTATIONS = { create: CreateContentTagDocument, update: UpdateContentTagDocument };

/** Create or edit a tag: both names required, at most 50 characters; sort order 0 or more. Mount it to open it. */
export const TagFormDialog = ({ tag, onClose, onSaved }: TagFormDialogProps) => {
  const { t, i18n } = useTranslation('content');
  const toasts = useErrorToasts();
  const { values, set, showProblems, revealProblems } = useFormValues(() => (tag ? formValuesOf(tag) : EMPTY_TAG));
  const { busy, save } = useCreateOrUpdate(TAG_MUTATIONS, tag?.id ?? null);
  const problems = tagProblems(values);

  const handleSubmit = async () => {
    revealProblems();
    if (Object.keys(problems).length > 0) return;
    // A refusal (a name already used) comes as the console's error toast with the server's message.
    const result = await save(inputOf(values));
    if (result.error) return;
    toasts.showSuccess(t('form.saved', { name: tagName(inputOf(values), i18n.language) }));
    onSaved();
    onClose();
  };

  const problemOf = (field: keyof TagFormValues) => {
    const problem = showProblems ? problems[field] : undefined;
    return problem
      ? t(`form.${problem}`, {
          field: t(`fields.${keyOf(field)}`),
          max: field === 'sortOrder' ? MAX_SORT_ORDER : TAG_NAME_MAX,
        })
      : undefined;
  };

  return (
    <FormDialog
      title={tag ? t('form.edit-title', { name: tagName(tag, i18n.language) }) : t('form.create-title')}
      icon="tag"
      busy={busy}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <TextField
        id={id('name-zh')}
        label={t('fields.name-zh')}
        requiredLabel={t('form.required-mark')}
        problem={problemOf('nameZh')}
        value={values.nameZh}
        onChange={(v) => set('nameZh', v)}
      />
      <TextField
        id={id('name-en')}
        label={t('fields.name-en')}
        requiredLabel={t('form.required-mark')}
        problem={problemOf('nameEn')}
        value={values.nameEn}
        onChange={(v) => set('nameEn', v)}
      />
      <TextField
        id={id('sort-order')}
        label={t('fields.sort-order')}
        // A hint beside the label, not under the field: only a problem goes there, in red.
        requiredLabel={t('form.sort-order-help')}
        problem={problemOf('sortOrder')}
        value={values.sortOrder}
        onChange={(v) => set('sortOrder', v)}
      />
    </FormDialog>
  );
};

import { useTranslation } from 'react-i18next';
import {
  CreateContentTagDocument,
  UpdateContentTagDocument,
  type ContentTagFieldsFragment,
} from '../../../generated/graphql';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { useCreateOrUpdate } from '../../../shared/ui/useCreateOrUpdate';
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
import { ContentTextField } from './ContentTextField';
import { keyOf } from './contentKeys';
import { useContentForm, useSavedAndClose } from './useContentForm';

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
  const form = useContentForm(
    () => (tag ? formValuesOf(tag) : EMPTY_TAG),
    tagProblems,
    (problem, field: keyof TagFormValues) =>
      t(`form.${problem}`, {
        field: t(`fields.${keyOf(field)}`),
        max: field === 'sortOrder' ? MAX_SORT_ORDER : TAG_NAME_MAX,
      }),
  );
  const { busy, save } = useCreateOrUpdate(TAG_MUTATIONS, tag?.id ?? null);
  const savedAndClose = useSavedAndClose(onSaved, onClose);

  const handleSubmit = async () => {
    if (!form.ready()) return;
    // A refusal (a name already used) comes as the console's error toast with the server's message.
    const result = await save(inputOf(form.values));
    if (result.error) return;
    savedAndClose(t('form.saved', { name: tagName(inputOf(form.values), i18n.language) }));
  };

  return (
    <FormDialog
      title={tag ? t('form.edit-title', { name: tagName(tag, i18n.language) }) : t('form.create-title')}
      icon="tag"
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
      <ContentTextField
        form={form}
        field="sortOrder"
        id={id('sort-order')}
        label={t('fields.sort-order')}
        // A hint beside the label, not under the field: only a problem goes there, in red.
        requiredLabel={t('form.sort-order-help')}
      />
    </FormDialog>
  );
};

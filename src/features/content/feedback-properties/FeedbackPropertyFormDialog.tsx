import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { checkPropertyDefinition } from '../../../../forms/feedback-definition';
import { feedbackMessageKey } from '../../../../forms/feedback-messages';
import {
  FEEDBACK_PROPERTY_TYPES,
  formLanguageOf,
  type FeedbackPropertyType,
} from '../../../../forms/feedback-property.schemas';
import {
  CreateContentFeedbackPropertyDocument,
  UpdateContentFeedbackPropertyDocument,
  type ContentFeedbackPropertyFieldsFragment,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FeedbackForm } from '../../../shared/feedback-form/FeedbackForm';
import { TextField } from '../../../shared/ui/TextField';
import { useCreateOrUpdate } from '../../../shared/ui/useCreateOrUpdate';
import { useFormValues } from '../../../shared/ui/useFormValues';
import { MAX_SORT_ORDER, sortOrderProblem } from '../parts/partForm';
import { FeedbackSettingsEditor } from './FeedbackSettingsEditor';
import {
  EMPTY_FEEDBACK_PROPERTY,
  FEEDBACK_FORM_KINDS,
  STARTING_SETTINGS,
  definitionOf,
  formJson,
  inputOf,
  propertyTitle,
  valuesOf,
  type FeedbackPropertyValues,
} from './feedbackPropertyForm';
import { keyOf } from '../components/contentKeys';

const MUTATIONS = { create: CreateContentFeedbackPropertyDocument, update: UpdateContentFeedbackPropertyDocument };
const FORM_ID = 'atrium-feedback-property-form';
const id = (name: string) => `atrium-feedback-property-${name}`;

type FeedbackPropertyFormDialogProps = {
  item: ContentFeedbackPropertyFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * Add or edit a feedback property (issue 18 item 2): its form, title and translations, required or
 * not, type, every setting of the type, and the custom extra's JSON; beside it the property as
 * staff will fill it (the shared FeedbackForm), with the rules of forms/ checked as one types —
 * the same function the server runs on save. Mount it to open it.
 */
export const FeedbackPropertyFormDialog = ({ item, onClose, onSaved }: FeedbackPropertyFormDialogProps) => {
  const { t, i18n } = useTranslation('content-parts');
  const toasts = useErrorToasts();
  const { values, set, setValues, showProblems, revealProblems } = useFormValues<FeedbackPropertyValues>(() =>
    item ? valuesOf(item) : EMPTY_FEEDBACK_PROPERTY,
  );
  const { busy, save } = useCreateOrUpdate(MUTATIONS, item?.id ?? null);
  const language = formLanguageOf(i18n.language);
  const definition = definitionOf(values);
  const check = checkPropertyDefinition(definition, language);
  const orderProblem = sortOrderProblem(values.sortOrder);
  const messages = check.messages.map((m) => t(feedbackMessageKey(m), m.params));

  const handleSubmit = async () => {
    revealProblems();
    if (check.messages.length > 0 || orderProblem) return;
    // The server checks the same rules; a refusal arrives as the console's error toast.
    const result = await save(inputOf(values));
    if (result.error) return;
    toasts.showSuccess(
      t('form.saved', { name: propertyTitle({ displayName: definition.displayName as never }, i18n.language) }),
    );
    onSaved();
    onClose();
  };

  const changeType = (type: FeedbackPropertyType) =>
    setValues((current) => ({ ...current, type, extra: formJson(STARTING_SETTINGS[type]) }));

  return (
    <Dialog
      isOpen
      onClose={busy ? undefined : onClose}
      title={item ? t('form.edit-title', { name: propertyTitle(item, i18n.language) }) : t('feedback.create-title')}
      icon="form"
      className="atrium-feedback-property-dialog"
    >
      <DialogBody>
        <div className="atrium-feedback-property-editor">
          <form
            id={FORM_ID}
            noValidate
            aria-label={t('feedback.editor')}
            onSubmit={(event) => {
              event.preventDefault();
              void handleSubmit();
            }}
          >
            <FormGroup label={t('fields.form-kind')} labelFor={id('form-kind')} inline>
              <HTMLSelect
                id={id('form-kind')}
                value={values.formKind}
                onChange={(event) => set('formKind', event.currentTarget.value as FeedbackPropertyValues['formKind'])}
                options={FEEDBACK_FORM_KINDS.map((kind) => ({
                  value: kind,
                  label: t(`feedback.form-kind.${keyOf(kind)}`),
                }))}
              />
            </FormGroup>
            <TextField
              id={id('title')}
              label={t('fields.display-name')}
              requiredLabel={t('form.required-mark')}
              value={values.titleDefault}
              onChange={(v) => set('titleDefault', v)}
            />
            <TextField
              id={id('title-zh')}
              label={t('fields.display-name-zh')}
              value={values.titleZh}
              onChange={(v) => set('titleZh', v)}
            />
            <TextField
              id={id('title-en')}
              label={t('fields.display-name-en')}
              value={values.titleEn}
              onChange={(v) => set('titleEn', v)}
            />
            <Switch
              id={id('required')}
              label={t('fields.is-required')}
              checked={values.isRequired}
              onChange={(event) => set('isRequired', event.currentTarget.checked)}
            />
            <FormGroup label={t('fields.type')} labelFor={id('type')} inline>
              <HTMLSelect
                id={id('type')}
                value={values.type}
                onChange={(event) => changeType(event.currentTarget.value as FeedbackPropertyType)}
                options={FEEDBACK_PROPERTY_TYPES.map((type) => ({
                  value: type,
                  label: t(`feedback.type.${keyOf(type)}`),
                }))}
              />
            </FormGroup>
            <fieldset className="atrium-feedback-settings">
              <legend>{t('feedback.settings.title')}</legend>
              <FeedbackSettingsEditor
                type={values.type}
                extra={values.extra}
                onChange={(extra) => set('extra', extra)}
              />
            </fieldset>
            <FormGroup
              label={t('fields.extra-properties')}
              labelFor={id('extra')}
              helperText={t('feedback.extra-help')}
            >
              <TextArea
                id={id('extra')}
                fill
                rows={4}
                className="atrium-feedback-extra"
                value={values.extra}
                onChange={(event) => set('extra', event.currentTarget.value)}
              />
            </FormGroup>
            <TextField
              id={id('sort-order')}
              label={t('fields.sort-order')}
              requiredLabel={t('form.sort-order-help')}
              problem={
                showProblems && orderProblem
                  ? t(`form.${orderProblem}`, { field: t('fields.sort-order'), max: MAX_SORT_ORDER })
                  : undefined
              }
              value={values.sortOrder}
              onChange={(v) => set('sortOrder', v)}
            />
          </form>
          <section className="atrium-feedback-preview" aria-label={t('feedback.preview')}>
            <h3>{t('feedback.preview')}</h3>
            {messages.length > 0 ? (
              <Callout intent={showProblems ? 'danger' : 'warning'} title={t('feedback.not-valid')}>
                <ul>
                  {messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </Callout>
            ) : (
              <FeedbackForm
                key={values.type}
                properties={[definition]}
                submitText={t('feedback.try')}
                onSubmit={() => toasts.showSuccess(t('feedback.tried'))}
              />
            )}
          </section>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common:form.cancel')} disabled={busy} onClick={onClose} />
            <Button type="submit" form={FORM_ID} intent="primary" text={t('common:form.save')} loading={busy} />
          </>
        }
      />
    </Dialog>
  );
};

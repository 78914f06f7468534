import { Button, Checkbox, Classes, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REMINDER_CHANNELS, REMINDER_EVENTS } from '../../../../forms/reminder-templates';
import {
  CreateContentReminderDocument,
  UpdateContentReminderDocument,
  type ContentReminderFieldsFragment,
  type ReminderEvent,
} from '../../../generated/graphql';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { useCreateOrUpdate } from '../../../shared/ui/useCreateOrUpdate';
import { ReminderPreview } from './ReminderPreview';
import { ContentTextField } from '../components/ContentTextField';
import { keyOf } from '../components/contentKeys';
import { useContentForm, useSavedAndClose } from '../components/useContentForm';
import {
  EMPTY_REMINDER,
  formValuesOf,
  inputOf,
  placeholderList,
  reminderName,
  reminderProblems,
  type ReminderFormValues,
} from './reminderForm';

type ReminderFormDialogProps = {
  /** The template to edit; null to create one. */
  reminder: ContentReminderFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
};

const id = (name: string) => `atrium-content-reminder-${name}`;
const MUTATIONS = { create: CreateContentReminderDocument, update: UpdateContentReminderDocument };

/**
 * Create or edit a reminder template: names, event, channels, subject and message in both
 * languages with the event's placeholders (checked as typed once saved, and by the server), and
 * a preview with sample values. Mount it to open it.
 */
export const ReminderFormDialog = ({ reminder, onClose, onSaved }: ReminderFormDialogProps) => {
  const { t, i18n } = useTranslation('content-reminders');
  const form = useContentForm(
    () => (reminder ? formValuesOf(reminder) : EMPTY_REMINDER),
    reminderProblems,
    (problem, field: keyof ReminderFormValues): string =>
      t(`form.${problem.key}`, { ...problem.params, field: t(`fields.${keyOf(field)}`), event: eventName }),
  );
  const { values, set, problemOf } = form;
  const { busy, save } = useCreateOrUpdate(MUTATIONS, reminder?.id ?? null);
  const savedAndClose = useSavedAndClose(onSaved, onClose);
  const [previewing, setPreviewing] = useState(false);
  const eventName = t(`events.${keyOf(values.event)}`);

  const handleSubmit = async () => {
    if (!form.ready()) return;
    // A refusal (a name already used) comes as the console's error toast with the server's message.
    const result = await save(inputOf(values));
    if (result.error) return;
    savedAndClose(t('form.saved', { name: reminderName(inputOf(values), i18n.language) }));
  };
  const intentOf = (field: keyof ReminderFormValues) => (problemOf(field) ? 'danger' : 'none');
  const required = t('form.required-mark');
  const subjectLabel = values.channels.some((c) => c !== 'sms') ? required : t('form.subject-sms-only');

  const textArea = (field: 'bodyZh' | 'bodyEn') => (
    <FormGroup
      label={t(`fields.${keyOf(field)}`)}
      labelFor={id(field)}
      labelInfo={required}
      intent={intentOf(field)}
      helperText={problemOf(field)}
    >
      <TextArea
        id={id(field)}
        fill
        rows={3}
        value={values[field]}
        intent={intentOf(field)}
        onChange={(e) => set(field, e.target.value)}
      />
    </FormGroup>
  );

  return (
    <FormDialog
      title={reminder ? t('form.edit-title', { name: reminderName(reminder, i18n.language) }) : t('form.create-title')}
      icon="notifications"
      busy={busy}
      onClose={onClose}
      onSubmit={handleSubmit}
      className="atrium-reminder-dialog"
    >
      <div className="atrium-reminder-pair">
        <ContentTextField
          form={form}
          field="nameZh"
          id={id('name-zh')}
          label={t('fields.name-zh')}
          requiredLabel={required}
        />
        <ContentTextField
          form={form}
          field="nameEn"
          id={id('name-en')}
          label={t('fields.name-en')}
          requiredLabel={required}
        />
      </div>
      <div className="atrium-reminder-pair">
        <FormGroup label={t('fields.event')} labelFor={id('event')} labelInfo={required}>
          <HTMLSelect
            id={id('event')}
            fill
            value={values.event}
            onChange={(e) => set('event', e.target.value as ReminderEvent)}
            options={REMINDER_EVENTS.map((event) => ({ value: event, label: t(`events.${keyOf(event)}`) }))}
          />
        </FormGroup>
        <FormGroup
          label={t('fields.channels')}
          labelInfo={required}
          intent={intentOf('channels')}
          helperText={problemOf('channels')}
          role="group"
          aria-label={t('fields.channels')}
        >
          {REMINDER_CHANNELS.map((channel) => (
            <Checkbox
              key={channel}
              inline
              label={t(`channels.${channel}`)}
              checked={values.channels.includes(channel)}
              onChange={(e) =>
                set(
                  'channels',
                  e.currentTarget.checked
                    ? [...values.channels, channel]
                    : values.channels.filter((c) => c !== channel),
                )
              }
            />
          ))}
        </FormGroup>
      </div>
      <p className={`atrium-reminder-placeholders ${Classes.TEXT_MUTED}`}>
        {t('form.placeholders', { event: eventName })} <code>{placeholderList(values.event)}</code>
      </p>
      <div className="atrium-reminder-pair">
        <ContentTextField
          form={form}
          field="subjectZh"
          id={id('subject-zh')}
          label={t('fields.subject-zh')}
          requiredLabel={subjectLabel}
        />
        <ContentTextField
          form={form}
          field="subjectEn"
          id={id('subject-en')}
          label={t('fields.subject-en')}
          requiredLabel={subjectLabel}
        />
      </div>
      <div className="atrium-reminder-pair">
        {textArea('bodyZh')}
        {textArea('bodyEn')}
      </div>
      <div className="atrium-reminder-pair">
        <ContentTextField
          form={form}
          field="sortOrder"
          id={id('sort-order')}
          label={t('fields.sort-order')}
          requiredLabel={t('form.sort-order-help')}
        />
        <FormGroup label={t('preview.title')}>
          <Button
            id={id('preview')}
            icon="eye-open"
            text={previewing ? t('preview.hide') : t('preview.show')}
            aria-expanded={previewing}
            onClick={() => setPreviewing((p) => !p)}
          />
        </FormGroup>
      </div>
      {previewing && <ReminderPreview values={values} />}
    </FormDialog>
  );
};

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
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { TextField } from '../../../shared/ui/TextField';
import { useCreateOrUpdate } from '../../../shared/ui/useCreateOrUpdate';
import { useFormValues } from '../../../shared/ui/useFormValues';
import { ReminderPreview } from './ReminderPreview';
import { keyOf } from '../components/contentKeys';
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
  const toasts = useErrorToasts();
  const { values, set, showProblems, revealProblems } = useFormValues(() =>
    reminder ? formValuesOf(reminder) : EMPTY_REMINDER,
  );
  const { busy, save } = useCreateOrUpdate(MUTATIONS, reminder?.id ?? null);
  const [previewing, setPreviewing] = useState(false);
  const problems = reminderProblems(values);
  const eventName = t(`events.${keyOf(values.event)}`);

  const handleSubmit = async () => {
    revealProblems();
    if (Object.keys(problems).length > 0) return;
    // A refusal (a name already used) comes as the console's error toast with the server's message.
    const result = await save(inputOf(values));
    if (result.error) return;
    toasts.showSuccess(t('form.saved', { name: reminderName(inputOf(values), i18n.language) }));
    onSaved();
    onClose();
  };

  const problemOf = (field: keyof ReminderFormValues) => {
    const problem = showProblems ? problems[field] : undefined;
    return problem
      ? t(`form.${problem.key}`, { ...problem.params, field: t(`fields.${keyOf(field)}`), event: eventName })
      : undefined;
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
        <TextField
          id={id('name-zh')}
          label={t('fields.name-zh')}
          requiredLabel={required}
          problem={problemOf('nameZh')}
          value={values.nameZh}
          onChange={(v) => set('nameZh', v)}
        />
        <TextField
          id={id('name-en')}
          label={t('fields.name-en')}
          requiredLabel={required}
          problem={problemOf('nameEn')}
          value={values.nameEn}
          onChange={(v) => set('nameEn', v)}
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
        <TextField
          id={id('subject-zh')}
          label={t('fields.subject-zh')}
          requiredLabel={subjectLabel}
          problem={problemOf('subjectZh')}
          value={values.subjectZh}
          onChange={(v) => set('subjectZh', v)}
        />
        <TextField
          id={id('subject-en')}
          label={t('fields.subject-en')}
          requiredLabel={subjectLabel}
          problem={problemOf('subjectEn')}
          value={values.subjectEn}
          onChange={(v) => set('subjectEn', v)}
        />
      </div>
      <div className="atrium-reminder-pair">
        {textArea('bodyZh')}
        {textArea('bodyEn')}
      </div>
      <div className="atrium-reminder-pair">
        <TextField
          id={id('sort-order')}
          label={t('fields.sort-order')}
          requiredLabel={t('form.sort-order-help')}
          problem={problemOf('sortOrder')}
          value={values.sortOrder}
          onChange={(v) => set('sortOrder', v)}
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

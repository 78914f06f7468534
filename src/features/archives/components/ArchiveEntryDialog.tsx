import { Callout, FormGroup, TextArea } from '@blueprintjs/core';
import { DateTime } from 'luxon';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddArchiveEntryDocument,
  UpdateArchiveEntryDocument,
  type ArchiveEntryFieldsFragment,
  type ArchiveSection,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { DateField, type DateFieldState } from '../../../shared/ui/DateField';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { TextField } from '../../../shared/ui/TextField';
import { useClient } from 'urql';
import { CONTENT_MAX, sectionKey, TITLE_MAX } from '../archiveSections';

type ArchiveEntryDialogProps = {
  subjectId: string;
  section: ArchiveSection;
  /** The entry being edited; null when adding one. */
  entry: ArchiveEntryFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
};

type Problems = { title?: string; content?: string; recordedOn?: string };

/**
 * Adds or edits one dated entry of a section: a title, the text and the day it is about (today
 * unless said otherwise, never later). What is wrong shows by each field; a refusal of the server
 * above the fields, in its words.
 */
export const ArchiveEntryDialog = ({ subjectId, section, entry, onClose, onSaved }: ArchiveEntryDialogProps) => {
  const { t } = useTranslation('archives');
  const { showSuccess } = useErrorToasts();
  const client = useClient();
  const ids = { title: useId(), content: useId(), day: useId() };
  const today = DateTime.now().toISODate() ?? '';
  const [title, setTitle] = useState(entry?.title ?? '');
  const [content, setContent] = useState(entry?.content ?? '');
  const [day, setDay] = useState<DateFieldState>({ iso: entry?.recordedOn ?? today, problem: null });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const problems: Problems = {};
  if (!title.trim()) problems.title = t('dialog.title-required');
  else if (title.trim().length > TITLE_MAX) problems.title = t('dialog.title-too-long', { max: TITLE_MAX });
  if (!content.trim()) problems.content = t('dialog.content-required');
  else if (content.trim().length > CONTENT_MAX) problems.content = t('dialog.content-too-long', { max: CONTENT_MAX });
  if (day.problem) problems.recordedOn = t(`common:date.${day.problem}`);
  else if (!day.iso) problems.recordedOn = t('dialog.date-required');
  const shown = tried ? problems : {};

  const submit = async () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setFailure(null);
    const input = { title: title.trim(), content: content.trim(), recordedOn: day.iso };
    const result = entry
      ? await client.mutation(UpdateArchiveEntryDocument, { id: entry.id, input }, NO_ERROR_TOAST).toPromise()
      : await client
          .mutation(AddArchiveEntryDocument, { input: { subjectId, section, ...input } }, NO_ERROR_TOAST)
          .toPromise();
    setBusy(false);
    if (result.error) return setFailure(errorMessage(result.error, t('common:error.network')));
    showSuccess(t(entry ? 'dialog.saved' : 'dialog.added'));
    onSaved();
  };

  const sectionName = t(`section.${sectionKey(section)}`);
  const contentIntent = shown.content ? 'danger' : 'none';
  return (
    <FormDialog
      title={t(entry ? 'dialog.edit-title' : 'dialog.add-title', { section: sectionName })}
      icon={entry ? 'edit' : 'add'}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      className="atrium-archive-dialog"
    >
      {failure && (
        <Callout intent="danger" className="atrium-archive-failure">
          {failure}
        </Callout>
      )}
      <TextField
        id={ids.title}
        label={t('dialog.title')}
        requiredLabel={t('dialog.required')}
        value={title}
        onChange={setTitle}
        problem={shown.title}
        maxLength={TITLE_MAX}
      />
      <FormGroup
        label={t('dialog.recorded-on')}
        labelFor={ids.day}
        labelInfo={t('dialog.required')}
        intent={shown.recordedOn ? 'danger' : 'none'}
        helperText={shown.recordedOn}
      >
        <DateField id={ids.day} value={day.iso} max={today} onChange={setDay} />
      </FormGroup>
      <FormGroup
        label={t('dialog.content')}
        labelFor={ids.content}
        labelInfo={t('dialog.required')}
        intent={contentIntent}
        helperText={shown.content ?? t('dialog.characters', { count: content.length, max: CONTENT_MAX })}
      >
        <TextArea
          id={ids.content}
          value={content}
          intent={contentIntent}
          fill
          rows={8}
          maxLength={CONTENT_MAX}
          onChange={(event) => setContent(event.target.value)}
        />
      </FormGroup>
    </FormDialog>
  );
};

import { FileInput, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  CreateContentTrackDocument,
  SetContentTrackDurationDocument,
  UpdateContentTrackDocument,
  type ContentTrackFieldsFragment,
} from '../../../generated/graphql';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { useCreateOrUpdate } from '../../../shared/ui/useCreateOrUpdate';
import {
  AUDIO_ACCEPT,
  COURSE_CODES,
  EMPTY_TRACK,
  MAX_SORT_ORDER,
  TRACK_CODE_MAX,
  TRACK_COURSE_CODE_MAX,
  TRACK_MAX_BYTES,
  TRACK_MAX_SECONDS,
  TRACK_NAME_MAX,
  formValuesOf,
  inputOf,
  trackName,
  trackProblems,
  type TrackFormValues,
  type TrackProblem,
} from './trackForm';
import { ContentTextField } from '../components/ContentTextField';
import { keyOf } from '../components/contentKeys';
import { useContentForm, useSavedAndClose } from '../components/useContentForm';
import { useTrackUpload } from './useTrackUpload';

type TrackFormDialogProps = {
  /** The track to edit; null to add one. */
  track: ContentTrackFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
};

const id = (name: string) => `atrium-content-track-${name}`;
const TRACK_MUTATIONS = { create: CreateContentTrackDocument, update: UpdateContentTrackDocument };
const MAX_FOR: Record<string, number> = {
  code: TRACK_CODE_MAX,
  courseCode: TRACK_COURSE_CODE_MAX,
  nameZh: TRACK_NAME_MAX,
  nameEn: TRACK_NAME_MAX,
  sortOrder: MAX_SORT_ORDER,
  duration: TRACK_MAX_SECONDS,
};

/**
 * Add or edit a track and upload its audio (issue 18: "musicLibrary (tracks with code, course
 * code, duration, audio file)"). The fields are saved first, then the chosen file goes to REST,
 * which reads its duration; a file the server refuses (not audio, too large) leaves the saved
 * track in place and says why in the dialog. Editing also sets the duration by hand (PUT
 * /track/duration). Mount it to open it.
 */
export const TrackFormDialog = ({ track, onClose, onSaved }: TrackFormDialogProps) => {
  const { t, i18n } = useTranslation('content-tracks');
  const form = useContentForm<TrackFormValues, TrackProblem>(
    () => (track ? formValuesOf(track) : EMPTY_TRACK),
    trackProblems,
    (problem, field) => t(`form.${problem}`, { field: t(`fields.${keyOf(field)}`), max: MAX_FOR[field] ?? 0 }),
  );
  const { values, set } = form;
  const savedAndClose = useSavedAndClose(onSaved, onClose);
  // Once saved, a failed upload turns the dialog into the saved track's edit.
  const [savedId, setSavedId] = useState<string | null>(track?.id ?? null);
  const { busy, save } = useCreateOrUpdate(TRACK_MUTATIONS, savedId);
  const [durationState, setDuration] = useMutation(SetContentTrackDurationDocument);
  const upload = useTrackUpload();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const fileTooLarge = file !== null && file.size > TRACK_MAX_BYTES;

  const handleSubmit = async () => {
    if (!form.ready() || fileTooLarge) return;
    // A refusal (a code already used) comes as the console's error toast with the server's message.
    const result = await save(inputOf(values));
    if (result.error || !result.data) return;
    const saved = 'createContentTrack' in result.data ? result.data.createContentTrack : result.data.updateContentTrack;
    setSavedId(saved.id);
    const duration = values.duration.trim();
    if (track && duration !== '' && Number(duration) !== track.duration && !file) {
      const set = await setDuration({ id: saved.id, duration: Number(duration) });
      if (set.error) return;
    }
    if (file) {
      setUploading(true);
      setUploadProblem(null);
      const outcome = await upload(saved.id, file);
      setUploading(false);
      if (!outcome.ok) {
        setUploadProblem(outcome.message);
        onSaved();
        return;
      }
    }
    savedAndClose(t('form.saved', { name: trackName(inputOf(values), i18n.language) }));
  };

  const fileProblem = fileTooLarge ? t('form.file-too-large', { mb: TRACK_MAX_BYTES / 1024 / 1024 }) : uploadProblem;

  return (
    <FormDialog
      title={track ? t('form.edit-title', { name: trackName(track, i18n.language) }) : t('form.create-title')}
      icon="music"
      busy={busy || uploading || durationState.fetching}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <ContentTextField
        form={form}
        field="code"
        id={id('code')}
        label={t('fields.code')}
        requiredLabel={t('form.required-mark')}
      />
      <FormGroup label={t('fields.course-code')} labelFor={id('course-code')} labelInfo={t('form.required-mark')}>
        <HTMLSelect
          id={id('course-code')}
          fill
          value={values.courseCode}
          options={[
            ...COURSE_CODES.map((code) => ({ value: code, label: t(`course.${code.toLowerCase()}`) })),
            ...(COURSE_CODES.includes(values.courseCode as (typeof COURSE_CODES)[number])
              ? []
              : [{ value: values.courseCode, label: values.courseCode }]),
          ]}
          onChange={(event) => set('courseCode', event.currentTarget.value)}
        />
      </FormGroup>
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
        requiredLabel={t('form.sort-order-help')}
      />
      {track && (
        <ContentTextField
          form={form}
          field="duration"
          id={id('duration')}
          label={t('fields.duration-seconds')}
          requiredLabel={t('form.duration-help')}
        />
      )}
      <FormGroup
        label={t('fields.audio')}
        labelFor={id('audio')}
        labelInfo={t('form.audio-help', { mb: TRACK_MAX_BYTES / 1024 / 1024 })}
        helperText={fileProblem ?? undefined}
        intent={fileProblem ? 'danger' : 'none'}
      >
        <FileInput
          fill
          text={file?.name ?? track?.audio?.fileName ?? t('form.choose-file')}
          buttonText={t('form.browse')}
          hasSelection={file !== null}
          inputProps={{ id: id('audio'), accept: AUDIO_ACCEPT, 'aria-label': t('fields.audio') }}
          onInputChange={(event) => {
            setUploadProblem(null);
            setFile(event.currentTarget.files?.[0] ?? null);
          }}
        />
      </FormGroup>
    </FormDialog>
  );
};

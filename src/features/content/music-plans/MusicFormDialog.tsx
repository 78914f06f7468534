import { Checkbox, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ContentMusicPickersDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { ContentTextField } from '../components/ContentTextField';
import { keyOf } from '../components/contentKeys';
import { useContentForm, useSavedAndClose } from '../components/useContentForm';
import {
  BRAIN_AUDIO_TYPES,
  COURSE_OF_MUSIC_TYPE,
  emptyMusic,
  MUSIC_CATEGORIES,
  MUSIC_TYPES,
  musicName,
  musicProblems,
  type MusicFormValues,
  type MusicProblem,
} from './musicForm';
import { TrackSessionsEditor } from './TrackSessionsEditor';
import './musicPlans.css';

type MusicFormDialogProps = {
  /** The programme's values to edit, with its name for the title; null to create one. */
  programme: { name: string; values: MusicFormValues } | null;
  /** A music plan has a music type, a category and tags; a brain-music programme an audio type. */
  plan: boolean;
  busy: boolean;
  /** Sends the values; answers whether the server took them (a refusal shows as the error toast). */
  save: (values: MusicFormValues) => Promise<boolean>;
  onClose: () => void;
  onSaved: () => void;
};

const id = (name: string) => `atrium-content-music-${name}`;

/**
 * Create or edit a music plan or a brain-music programme: code, names, its own choices, and its
 * sessions built from the music library's tracks. Mount it to open it.
 */
export const MusicFormDialog = ({ programme, plan, busy, save, onClose, onSaved }: MusicFormDialogProps) => {
  const { t, i18n } = useTranslation('content-music');
  const form = useContentForm<MusicFormValues, MusicProblem>(
    () => programme?.values ?? emptyMusic(),
    (values) => musicProblems(values, plan),
    (problem, field) => t(`messages.${problem.key}`, { ...problem.params, field: t(`fields.${keyOf(field)}`) }),
  );
  const { values, set, problemOf } = form;
  const savedAndClose = useSavedAndClose(onSaved, onClose);
  const [{ data: pickers }] = useQuery({ query: ContentMusicPickersDocument, context: NO_ERROR_TOAST, pause: !plan });
  const required = t('form.required-mark');

  const handleSubmit = async () => {
    if (!form.ready()) return;
    if (!(await save(values))) return;
    savedAndClose(t('form.saved', { name: musicName(values, i18n.language) }));
  };

  const text = (field: 'code' | 'nameZh' | 'nameEn') => (
    <ContentTextField
      form={form}
      field={field}
      id={id(keyOf(field))}
      label={t(`fields.${keyOf(field)}`)}
      requiredLabel={required}
    />
  );
  const choice = <K extends 'musicType' | 'category' | 'audioType'>(
    field: K,
    options: readonly MusicFormValues[K][],
    words: string,
  ) => (
    <FormGroup label={t(`fields.${keyOf(field)}`)} labelFor={id(keyOf(field))} labelInfo={required}>
      <HTMLSelect
        id={id(keyOf(field))}
        fill
        value={values[field]}
        onChange={(e) => set(field, e.target.value as MusicFormValues[K])}
        options={options.map((o) => ({ value: o, label: t(`${words}.${keyOf(o)}`) }))}
      />
    </FormGroup>
  );

  return (
    <FormDialog
      title={
        programme
          ? t('form.edit-title', { name: programme.name })
          : t(plan ? 'form.create-plan-title' : 'form.create-brain-title')
      }
      icon="music"
      busy={busy}
      onClose={onClose}
      onSubmit={handleSubmit}
      className="atrium-music-dialog"
    >
      <div className="atrium-music-pair">
        {text('code')}
        {text('nameZh')}
        {text('nameEn')}
      </div>
      {plan ? (
        <>
          <div className="atrium-music-pair">
            {choice('musicType', MUSIC_TYPES, 'music-types')}
            {choice('category', MUSIC_CATEGORIES, 'categories')}
          </div>
          <FormGroup label={t('fields.tag-ids')} role="group" aria-label={t('fields.tag-ids')}>
            {(pickers?.contentMusicTags ?? []).map((tag) => (
              <Checkbox
                key={tag.id}
                inline
                label={musicName(tag, i18n.language)}
                checked={values.tagIds.includes(tag.id)}
                onChange={(e) =>
                  set(
                    'tagIds',
                    e.currentTarget.checked ? [...values.tagIds, tag.id] : values.tagIds.filter((x) => x !== tag.id),
                  )
                }
              />
            ))}
          </FormGroup>
        </>
      ) : (
        <div className="atrium-music-pair">{choice('audioType', BRAIN_AUDIO_TYPES, 'audio-types')}</div>
      )}
      <TrackSessionsEditor
        sessions={values.sessions}
        onChange={(sessions) => set('sessions', sessions)}
        courseCode={plan ? COURSE_OF_MUSIC_TYPE[values.musicType] : null}
        problem={problemOf('sessions')}
      />
      <ContentTextField form={form} field="sortOrder" id={id('sort-order')} label={t('fields.sort-order')} />
    </FormDialog>
  );
};

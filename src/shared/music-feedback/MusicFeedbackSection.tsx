import { Button, Callout } from '@blueprintjs/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  MusicFeedbackSessionDocument,
  RecordMusicStateDocument,
  type ListeningPlanKind,
} from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../errors/ErrorHandlingContext';
import { useErrorToasts } from '../errors/useErrorToasts';
import { errorMessage } from '../graphql/errorMessage';
import { LoadingState } from '../ui/LoadingState';
import { MusicFeedbackSelector, type MusicFeedbackValue } from './MusicFeedbackSelector';
import './music-feedback.css';

export type MusicFeedbackSectionProps = {
  planKind: ListeningPlanKind;
  planId: string;
  subjectId: string;
  num: number;
  writable: boolean;
  /** After a save the server kept. */
  onSaved?: () => void;
  /** Something to show between the heading and the tracks (the class drawer's member picker). */
  children?: ReactNode;
};

/**
 * A child's music feedback of one session (spec 001 §3 "Music feedback", §4 the in-order rule):
 * the session's tracks in order with the saved feedback ticked, saved through recordMusicState
 * (the server refuses a list out of order too). For the offline plan's feedback drawer and the
 * class feedback drawer's "music feedback" section.
 */
export const MusicFeedbackSection = (props: MusicFeedbackSectionProps) => {
  const { t } = useTranslation('music-feedback');
  const headingId = useId();
  return (
    <section className="atrium-music-feedback-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="bp6-heading">
        {t('title')}
      </h3>
      {props.children}
      <MusicFeedbackBody key={`${props.subjectId}-${props.num}`} {...props} />
    </section>
  );
};

const MusicFeedbackBody = ({ planKind, planId, subjectId, num, writable, onSaved }: MusicFeedbackSectionProps) => {
  const { t, i18n } = useTranslation('music-feedback');
  const { showSuccess } = useErrorToasts();
  const [{ data, error }, reexecute] = useQuery({
    query: MusicFeedbackSessionDocument,
    variables: { planKind, planId, num, subjectId },
    context: NO_ERROR_TOAST,
  });
  const [{ fetching: saving }, record] = useMutation(RecordMusicStateDocument);
  const [value, setValue] = useState<MusicFeedbackValue | null>(null);
  const [required, setRequired] = useState(false);

  if (error && !data)
    return (
      <Callout intent="danger" title={t('load-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  if (!data) return <LoadingState />;

  const zh = i18n.language.startsWith('zh');
  const tracks = data.courseMusic.tracks.map((track) => ({
    code: track.code,
    courseCode: track.courseCode,
    title: (zh ? track.titleZh : track.titleEn) || track.code,
  }));
  const saved = data.planMusicRecords.find((r) => r.num === num) ?? null;
  const listened = value?.listenedList.length ?? saved?.listenedList.length ?? 0;

  const save = async () => {
    if (listened === 0) {
      setRequired(true);
      return;
    }
    setRequired(false);
    const lists = value ?? {
      listenedList: tracks.slice(0, listened),
      notListenedList: tracks.slice(listened),
    };
    const result = await record({
      input: {
        planKind,
        userPlanId: planId,
        subjectId,
        num,
        listenedList: lists.listenedList.map((track) => track.code),
        notListenedList: lists.notListenedList.map((track) => track.code),
      },
    });
    if (result.error || !result.data) return;
    showSuccess(t('saved'));
    setValue(null);
    reexecute({ requestPolicy: 'network-only' });
    onSaved?.();
  };

  return (
    <>
      {saved && (
        <p className="bp6-text-muted">
          {t('saved-count', { listened: saved.listenedList.length, total: tracks.length })}
        </p>
      )}
      <MusicFeedbackSelector
        // A saved feedback arriving (or changing) restarts the selection from it.
        key={`${subjectId}-${num}-${saved?.lastModificationTime ?? 'none'}`}
        tracks={tracks}
        initialSelected={saved?.listenedList.length ?? 0}
        disabled={!writable || saving}
        showRequired={required}
        onChange={(next) => {
          setRequired(false);
          setValue(next);
        }}
      />
      {writable && tracks.length > 0 && (
        <Button intent="primary" icon="floppy-disk" loading={saving} text={t('save')} onClick={() => void save()} />
      )}
    </>
  );
};

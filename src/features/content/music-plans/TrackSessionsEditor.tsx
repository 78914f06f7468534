import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ContentTrackListDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { formatDuration } from '../music-library/trackForm';
import { NumberedSessionsEditor } from '../sessions/NumberedSessionsEditor';
import { MUSIC_MAX_SESSIONS, musicName, SESSION_MAX_TRACKS, type MusicTrackPick } from './musicForm';

type TrackSessionsEditorProps = {
  sessions: MusicTrackPick[][];
  onChange: (sessions: MusicTrackPick[][]) => void;
  /** Only tracks of this course are offered (a plan's music type); null offers every course. */
  courseCode: string | null;
  problem: string | undefined;
};

/** A music plan's numbered sessions of tracks (found by code, course or title; Trash is not offered). */
export const TrackSessionsEditor = ({ sessions, onChange, courseCode, problem }: TrackSessionsEditorProps) => {
  const { i18n } = useTranslation('content-music');
  const [search, setSearch] = useState('');
  const [{ data, fetching }] = useQuery({
    query: ContentTrackListDocument,
    variables: { search: search || courseCode, skipCount: 0, maxResultCount: 24 },
    context: NO_ERROR_TOAST,
  });
  const offered = (data?.contentTracks.items ?? []).filter(
    (track) => track.contentStatus !== 'Trash' && (courseCode === null || track.courseCode === courseCode),
  );
  return (
    <NumberedSessionsEditor
      ns="content-music"
      item="track"
      classPrefix="atrium-music"
      sessions={sessions}
      onChange={onChange}
      problem={problem}
      offered={offered}
      fetching={fetching}
      onSearch={setSearch}
      label={(track) =>
        `${track.code} · ${musicName(track, i18n.language)} · ${formatDuration(track.duration ?? null)}`
      }
      toPick={(pick) => ({
        id: pick.id,
        code: pick.code,
        courseCode: pick.courseCode,
        nameZh: pick.nameZh,
        nameEn: pick.nameEn,
        duration: pick.duration ?? null,
        hasAudio: pick.audio !== null && pick.audio !== undefined,
        contentStatus: pick.contentStatus,
      })}
      maxSessions={MUSIC_MAX_SESSIONS}
      maxPerSession={SESSION_MAX_TRACKS}
      fullReorder={false}
    />
  );
};

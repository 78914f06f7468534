import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChangeContentTrackStatusDocument,
  ContentTrackHistoryDocument,
  ContentTrackListDocument,
  DeleteContentTrackDocument,
  MoveContentTrackDocument,
  type ContentTrackFieldsFragment,
  type ContentTrackListQuery,
} from '../../generated/graphql';
import { ContentListPage, libraryListWords } from './components/ContentListPage';
import { keyOf } from './components/contentKeys';
import { TrackFormDialog } from './music-library/TrackFormDialog';
import { TrackPlayerDialog } from './music-library/TrackPlayerDialog';
import { TrackTable } from './music-library/TrackTable';
import { formatDuration, trackName } from './music-library/trackForm';
import './music-library/musicLibrary.css';

/**
 * /system/manage/content/musicLibrary: the music library's tracks (issue 18 item 1; spec 001 §3
 * "Music track: courseCode, code"), in the library's order, searched by code, course code or name,
 * 6 to 24 a page. An editor adds a track and uploads its audio (the server reads its duration),
 * plays it, edits, moves, changes the status of, reads the history of and deletes it.
 */
export const MusicLibraryPage = ({ titleKey = 'menu:manage.items.content-music-library' }: { titleKey?: string }) => {
  const { t } = useTranslation('content-tracks');
  const [playing, setPlaying] = useState<ContentTrackFieldsFragment | null>(null);
  return (
    <ContentListPage
      operations={{
        list: ContentTrackListDocument,
        pageOf: (data: ContentTrackListQuery) => data.contentTracks,
        move: MoveContentTrackDocument,
        changeStatus: ChangeContentTrackStatusDocument,
        remove: DeleteContentTrackDocument,
        history: ContentTrackHistoryDocument,
        historyOf: (data) => data.contentTrackHistory,
        variables: {},
      }}
      words={libraryListWords(t, t(titleKey))}
      icon="music"
      nameOf={trackName}
      renderTable={(items, handlers) => <TrackTable tracks={items} handlers={handlers} onPlay={setPlaying} />}
      renderForm={(track, close, saved) => (
        <TrackFormDialog key={track?.id ?? 'new'} track={track} onClose={close} onSaved={saved} />
      )}
      fieldLabel={(field) => t(`fields.${keyOf(field)}`)}
      valueLabel={(field, value) => (field === 'duration' && typeof value === 'number' ? formatDuration(value) : null)}
    >
      {playing && <TrackPlayerDialog track={playing} onClose={() => setPlaying(null)} />}
    </ContentListPage>
  );
};

/**
 * The training parts' track item (/system/manage/content/track): the same tracks on the same
 * screen, titled as its menu item is ("Tracks"), so the heading answers the link followed.
 */
export const TrackPartPage = () => <MusicLibraryPage titleKey="menu:manage.items.content-track" />;

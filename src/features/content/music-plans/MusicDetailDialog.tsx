import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentMusicSessionFieldsFragment } from '../../../generated/graphql';
import { IconRowAction } from '../../../shared/ui/IconRowAction';
import { ContentStatusTag } from '../components/ContentStatusTag';
import { TrackPlayerDialog } from '../music-library/TrackPlayerDialog';
import { formatDuration } from '../music-library/trackForm';
import { SessionsDetailDialog } from '../sessions/SessionsDetailDialog';
import { musicName, type MusicTrackPick } from './musicForm';

type MusicDetailDialogProps = {
  name: string;
  /** The kind's words under the name (music type and category, or audio type). */
  about: string;
  sessions: readonly ContentMusicSessionFieldsFragment[];
  onClose: () => void;
};

/** A programme read session by session: its tracks in order, each with a play button. */
export const MusicDetailDialog = ({ name, about, sessions, onClose }: MusicDetailDialogProps) => {
  const { t, i18n } = useTranslation('content-music');
  const [playing, setPlaying] = useState<MusicTrackPick | null>(null);
  return (
    <>
      <SessionsDetailDialog
        title={t('detail.title', { name })}
        icon="music"
        headers={[t('detail.session'), t('detail.tracks')]}
        sessions={sessions}
        sessionLabel={(number) => t('form.session', { number })}
        cells={(s) => (
          <td>
            <ol className="atrium-music-tracks">
              {s.tracks.map((track) => {
                const title = musicName(track, i18n.language);
                return (
                  <li key={track.id}>
                    <IconRowAction
                      icon="play"
                      text={t('detail.play')}
                      label={t('detail.play-named', { name: title, number: s.number })}
                      disabled={!track.hasAudio}
                      onClick={() => setPlaying(track)}
                    />
                    {track.code} · {title} · {formatDuration(track.duration ?? null)}{' '}
                    {track.contentStatus !== 'Public' && <ContentStatusTag status={track.contentStatus} />}
                  </li>
                );
              })}
            </ol>
          </td>
        )}
        closeText={t('detail.close')}
        onClose={onClose}
      >
        <p>{about}</p>
      </SessionsDetailDialog>
      {playing && (
        <TrackPlayerDialog
          track={{ ...playing, duration: playing.duration ?? null }}
          onClose={() => setPlaying(null)}
        />
      )}
    </>
  );
};

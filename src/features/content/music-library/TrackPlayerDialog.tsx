import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ContentTrackPlayUrlDocument, type ContentTrackFieldsFragment } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { formatDuration, trackName } from './trackForm';

/** What the player shows of a track: the library's row or a programme's session track. */
type PlayableTrack = Pick<ContentTrackFieldsFragment, 'id' | 'code' | 'courseCode' | 'nameZh' | 'nameEn' | 'duration'>;
type TrackPlayerDialogProps = { track: PlayableTrack; onClose: () => void };

/**
 * Plays a track in the browser's own player. The address is a signed, short-lived one
 * (contentTrackPlayUrl): <audio> cannot send the bearer token, and it fetches the file with Range
 * requests, so the player can seek. Mount it to open it.
 */
export const TrackPlayerDialog = ({ track, onClose }: TrackPlayerDialogProps) => {
  const { t, i18n } = useTranslation('content-tracks');
  const [{ data, fetching, error }] = useQuery({
    query: ContentTrackPlayUrlDocument,
    variables: { id: track.id },
    context: NO_ERROR_TOAST,
    requestPolicy: 'network-only',
  });
  const name = trackName(track, i18n.language);
  const url = data?.contentTrackPlayUrl.url;

  const body = () => {
    if (fetching && !url) return <LoadingState />;
    if (error || !url)
      return (
        <Callout intent="danger" title={t('player.load-failed')}>
          {error ? errorMessage(error, t('common:error.network')) : null}
        </Callout>
      );
    return (
      <>
        <p>
          {t('player.about', {
            code: track.code,
            courseCode: track.courseCode,
            duration: formatDuration(track.duration),
          })}
        </p>
        <audio
          className="atrium-track-player"
          controls
          autoPlay
          preload="auto"
          src={url}
          aria-label={t('player.label', { name })}
        />
      </>
    );
  };

  return (
    <Dialog isOpen onClose={onClose} title={t('player.title', { name })} icon="music">
      <DialogBody>{body()}</DialogBody>
      <DialogFooter actions={<Button text={t('player.close')} onClick={onClose} />} />
    </Dialog>
  );
};

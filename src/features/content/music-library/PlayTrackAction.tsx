import { useTranslation } from 'react-i18next';
import type { ContentTrackFieldsFragment } from '../../../generated/graphql';
import { IconRowAction } from '../../../shared/ui/IconRowAction';
import { formatDuration } from './trackForm';

type Track = Pick<ContentTrackFieldsFragment, 'audio' | 'duration'>;

/** A track's length, or "no audio" when it has neither a file nor a length set by hand. */
export const TrackDuration = ({ track }: { track: Track }) => {
  const { t } = useTranslation('content-tracks');
  return <>{track.audio || track.duration !== null ? formatDuration(track.duration) : t('list.no-audio')}</>;
};

/** A track row's play button, named with the track; off while the track has no audio. */
export const PlayTrackAction = ({ track, name, onPlay }: { track: Track; name: string; onPlay: () => void }) => {
  const { t } = useTranslation('content-tracks');
  return (
    <IconRowAction
      icon="play"
      text={t('list.play')}
      label={t('list.play-named', { name })}
      disabled={!track.audio}
      onClick={onPlay}
    />
  );
};

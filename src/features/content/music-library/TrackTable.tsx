import { useTranslation } from 'react-i18next';
import type { ContentTrackFieldsFragment } from '../../../generated/graphql';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import type { ContentTableHandlers } from '../components/ContentListPage';
import { contentColumnKinds, ContentTable } from '../components/ContentTable';
import { PlayTrackAction, TrackDuration } from './PlayTrackAction';
import { trackName } from './trackForm';

type Track = ContentTrackFieldsFragment;

type TrackTableProps = {
  tracks: Track[];
  handlers: ContentTableHandlers<Track>;
  onPlay: (track: Track) => void;
};

const OWN_KINDS = ['code', 'label', 'text', 'text', 'number'] as const;
/**
 * The columns by kind (columnWidths.ts): order, code, course code, Chinese name, English name,
 * duration, status, actions (play and the six content actions: seven icons, mostActions).
 */
export const TRACK_COLUMN_KINDS = contentColumnKinds(OWN_KINDS, false);

/** The music library's tracks (issue 18 musicLibrary), in the library's order. */
export const TrackTable = ({ tracks, handlers, onPlay }: TrackTableProps) => {
  const { t } = useTranslation('content-tracks');
  const [code, courseCode, nameZh, nameEn, duration] = OWN_KINDS;
  return (
    <ContentTable
      items={tracks}
      handlers={handlers}
      nameOf={trackName}
      orderTitle={t('fields.sort-order')}
      columns={[
        { title: t('fields.code'), kind: code, cell: (track) => <TruncatedText text={track.code} /> },
        {
          title: t('fields.course-code'),
          kind: courseCode,
          cell: (track) => <TruncatedText text={track.courseCode} />,
        },
        { title: t('fields.name-zh'), kind: nameZh, cell: (track) => <TruncatedText text={track.nameZh} /> },
        { title: t('fields.name-en'), kind: nameEn, cell: (track) => <TruncatedText text={track.nameEn} /> },
        { title: t('fields.duration'), kind: duration, cell: (track) => <TrackDuration track={track} /> },
      ]}
      leadingActions={(track, name) => <PlayTrackAction track={track} name={name} onPlay={() => onPlay(track)} />}
    />
  );
};

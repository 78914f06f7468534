import { useTranslation } from 'react-i18next';
import type { ContentTrackFieldsFragment } from '../../../generated/graphql';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { PlayTrackAction, TrackDuration } from '../music-library/PlayTrackAction';
import { trackName } from '../music-library/trackForm';

/** The columns by kind: code, course code, title, duration, play. */
export const CENTRE_TRACK_COLUMN_KINDS = [
  'code',
  'label',
  'text',
  'number',
  'actions',
] as const satisfies readonly ColumnKind[];

/** Public music tracks for a centre, each with its play button and nothing else. */
export const CentreTrackTable = ({
  tracks,
  onPlay,
}: {
  tracks: ContentTrackFieldsFragment[];
  onPlay: (track: ContentTrackFieldsFragment) => void;
}) => {
  const { t, i18n } = useTranslation('content-tracks');
  const [code, courseCode, title, duration, play] = CENTRE_TRACK_COLUMN_KINDS;
  const columns: ListColumn[] = [
    { title: t('fields.code'), kind: code },
    { title: t('fields.course-code'), kind: courseCode },
    { title: t('content-centre:columns.title'), kind: title },
    { title: t('fields.duration'), kind: duration },
    { title: t('list.play'), kind: play },
  ];
  return (
    <ListTable columns={columns}>
      {tracks.map((track) => {
        const name = trackName(track, i18n.language);
        return (
          <tr key={track.id}>
            <td>
              <TruncatedText text={track.code} />
            </td>
            <td>
              <TruncatedText text={track.courseCode} />
            </td>
            <td>
              <TruncatedText text={name} />
            </td>
            <td>
              <TrackDuration track={track} />
            </td>
            <td>
              <PlayTrackAction track={track} name={name} onPlay={() => onPlay(track)} />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
};

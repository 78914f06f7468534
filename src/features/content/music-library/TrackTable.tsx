import { useTranslation } from 'react-i18next';
import type { ContentTrackFieldsFragment } from '../../../generated/graphql';
import { IconRowAction } from '../../../shared/ui/IconRowAction';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import type { ContentTableHandlers } from '../components/ContentListPage';
import { ContentRowActions } from '../components/ContentRowActions';
import { ContentStatusTag } from '../components/ContentStatusTag';
import { formatDuration, trackName } from './trackForm';

type TrackTableProps = ContentTableHandlers<ContentTrackFieldsFragment> & {
  tracks: ContentTrackFieldsFragment[];
  onPlay: (track: ContentTrackFieldsFragment) => void;
};

/**
 * The columns by kind (columnWidths.ts): order, code, course code, Chinese name, English name,
 * duration, status, actions (play and the six content actions: seven icons, mostActions).
 */
export const TRACK_COLUMN_KINDS = [
  'number',
  'code',
  'label',
  'text',
  'text',
  'number',
  'status',
  'mostActions',
] as const satisfies readonly ColumnKind[];

/** The music library's tracks (issue 18 musicLibrary), in the library's order. */
export const TrackTable = ({ tracks, firstIndex, totalCount, movable, busy, onPlay, ...actions }: TrackTableProps) => {
  const { t, i18n } = useTranslation('content-tracks');
  const [order, code, courseCode, nameZh, nameEn, duration, status, actionsKind] = TRACK_COLUMN_KINDS;
  const columns: ListColumn[] = [
    { title: t('fields.sort-order'), kind: order },
    { title: t('fields.code'), kind: code },
    { title: t('fields.course-code'), kind: courseCode },
    { title: t('fields.name-zh'), kind: nameZh },
    { title: t('fields.name-en'), kind: nameEn },
    { title: t('fields.duration'), kind: duration },
    { title: t('fields.content-status'), kind: status },
    { title: t('list.actions'), kind: actionsKind },
  ];
  return (
    <ListTable columns={columns}>
      {tracks.map((track, index) => {
        const name = trackName(track, i18n.language);
        return (
          <tr key={track.id}>
            <td>{track.sortOrder}</td>
            <td>
              <TruncatedText text={track.code} />
            </td>
            <td>
              <TruncatedText text={track.courseCode} />
            </td>
            <td>
              <TruncatedText text={track.nameZh} />
            </td>
            <td>
              <TruncatedText text={track.nameEn} />
            </td>
            <td>{track.audio || track.duration !== null ? formatDuration(track.duration) : t('list.no-audio')}</td>
            <td>
              <ContentStatusTag status={track.contentStatus} />
            </td>
            <td>
              <IconRowAction
                icon="play"
                text={t('list.play')}
                label={t('list.play-named', { name })}
                disabled={!track.audio}
                onClick={() => onPlay(track)}
              />
              <ContentRowActions
                item={track}
                name={name}
                place={firstIndex + index}
                totalCount={totalCount}
                movable={movable}
                busy={busy}
                {...actions}
              />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
};

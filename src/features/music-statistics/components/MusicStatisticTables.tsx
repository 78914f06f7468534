import { useTranslation } from 'react-i18next';
import type { MusicStatisticsQuery } from '../../../generated/graphql';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import { TruncatedText } from '../../../shared/ui/TruncatedText';

type PlanRow = MusicStatisticsQuery['musicPlanUsageRecord']['items'][number];
type TrackRow = MusicStatisticsQuery['musicTrackPlaybackRecord']['items'][number];

const KIND_KEY = { CourseMusic: 'course-music', Fas: 'fas', CmSmo: 'cm-smo' } as const;

const useZh = () => useTranslation().i18n.language.startsWith('zh');

/** Which programmes are in use and how much they were listened to. */
export const PlanUsageTable = ({ rows }: { rows: readonly PlanRow[] }) => {
  const { t } = useTranslation('music-statistics');
  const zh = useZh();
  const columns: ListColumn[] = [
    { title: t('plans.code'), kind: 'code' },
    { title: t('plans.name'), kind: 'text' },
    { title: t('plans.kind'), kind: 'label' },
    { title: t('plans.usage-count'), kind: 'number' },
    { title: t('plans.new-in-range'), kind: 'number' },
    { title: t('plans.listener-count'), kind: 'number' },
    { title: t('plans.track-listen-count'), kind: 'number' },
    { title: t('plans.finished-count'), kind: 'number' },
  ];
  return (
    <ListTable columns={columns} label={t('plans.table')} className="atrium-music-stat-table">
      {rows.map((row) => (
        <tr key={`${row.kind}:${row.programmeId}`}>
          <td>{row.code}</td>
          <td>
            <TruncatedText text={zh ? row.nameZh : row.nameEn} />
          </td>
          <td>{t(`kinds.${KIND_KEY[row.kind]}`)}</td>
          <td>{row.usageCount}</td>
          <td>{row.newInRange}</td>
          <td>{row.listenerCount}</td>
          <td>{row.trackListenCount}</td>
          <td>{row.finishedCount}</td>
        </tr>
      ))}
    </ListTable>
  );
};

/** The track's name in the reader's language, or a note when the library no longer has it. */
export const useTrackName = () => {
  const { t } = useTranslation('music-statistics');
  const zh = useZh();
  return (row: Pick<TrackRow, 'nameZh' | 'nameEn'>) => (zh ? row.nameZh : row.nameEn) ?? t('tracks.unknown');
};

/** What each track was played, most played first. */
export const TrackPlaybackTable = ({ rows }: { rows: readonly TrackRow[] }) => {
  const { t } = useTranslation('music-statistics');
  const nameOf = useTrackName();
  const columns: ListColumn[] = [
    { title: t('tracks.code'), kind: 'code' },
    { title: t('tracks.name'), kind: 'text' },
    { title: t('tracks.course'), kind: 'label' },
    { title: t('tracks.play-count'), kind: 'number' },
    { title: t('tracks.listener-count'), kind: 'number' },
    { title: t('tracks.finished-count'), kind: 'number' },
    { title: t('tracks.listened-minutes'), kind: 'number' },
  ];
  return (
    <ListTable columns={columns} label={t('tracks.table')} className="atrium-music-stat-table">
      {rows.map((row) => (
        <tr key={row.trackCode}>
          <td>{row.trackCode}</td>
          <td>
            <TruncatedText text={nameOf(row)} />
          </td>
          <td>{row.courseCode ?? ''}</td>
          <td>{row.playCount}</td>
          <td>{row.listenerCount}</td>
          <td>{row.finishedCount}</td>
          <td>{row.listenedMinutes}</td>
        </tr>
      ))}
    </ListTable>
  );
};

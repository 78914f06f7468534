import { Callout, Card, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatTime } from '../../../shared/i18n/formatDate';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import type { WorkbenchListeningNowQuery } from '../../../generated/graphql';
import type { FirstRead } from '../hooks/firstRead';
import { useListeningNow, type SeenListeningRow } from '../hooks/useListeningNow';
import { CountedTableCard } from './CountedTableCard';

const TITLE_ID = 'workbench-listening-now-title';

/** m:ss of a number of milliseconds (the player's clock). */
export const clockOf = (ms: number): string => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const share = (row: SeenListeningRow) => (row.durationMs > 0 ? Math.min(1, row.progress / row.durationMs) : 0);

/**
 * Who is listening now (issue 21 item 5): each child with the track in the page's language, the
 * session, how far (a bar and m:ss of the length) and since when; live (useListeningNow), a child
 * whose heartbeats stop for two intervals drops by itself. Drawn only for a reader of plans.
 * `clock` is for tests; `first` is the workbench's first read (WorkbenchPage).
 */
export const ListeningNowCard = ({
  clock,
  first,
}: { clock?: () => number; first?: FirstRead<WorkbenchListeningNowQuery> } = {}) => {
  const { t, i18n } = useTranslation('workbench');
  const { rows, error, loaded, ready, reads } = useListeningNow({
    ...(clock ? { clock } : {}),
    ...(first ? { first } : {}),
  });
  if (!ready || !reads) return null;
  const chinese = i18n.language.toLowerCase().startsWith('zh');
  if (!loaded)
    return (
      <Card className="atrium-card atrium-workbench-wide" aria-labelledby={TITLE_ID}>
        <div className="atrium-card-header">
          <SectionTitle id={TITLE_ID}>{t('listening-now.title')}</SectionTitle>
        </div>
        {error ? (
          <Callout intent="danger" title={t('listening-now.error-title')}>
            {errorMessage(error, t('common:error.network'))}
          </Callout>
        ) : (
          <LoadingState />
        )}
      </Card>
    );
  return (
    <CountedTableCard
      wide
      titleId={TITLE_ID}
      title={t('listening-now.title')}
      count={rows.length}
      countTestId="listening-now-count"
      countLabel={t('listening-now.count-label')}
      empty={{
        icon: 'music',
        title: t('listening-now.empty-title'),
        description: t('listening-now.empty-description'),
      }}
      columns={[
        { title: t('columns.name'), kind: 'name' },
        { title: t('listening-now.track'), kind: 'text' },
        { title: t('listening-now.progress'), kind: 'text' },
        { title: t('listening-now.since'), kind: 'time' },
      ]}
      items={rows}
      renderRow={(row) => {
        const title = chinese ? row.trackTitleZh : row.trackTitleEn;
        const played = `${clockOf(row.progress)} / ${clockOf(row.durationMs)}`;
        return (
          <tr key={row.playSessionId} data-testid="listening-now-row">
            <th scope="row">
              <TruncatedText text={row.subjectName} />
            </th>
            <td>
              <TruncatedText text={title} />
              <div className="atrium-stat-label">{t('listening-now.session', { num: row.num })}</div>
            </td>
            <td>
              <ProgressBar
                className="atrium-listening-progress"
                value={share(row)}
                animate={false}
                stripes={false}
                intent="primary"
                aria-label={t('listening-now.progress-of', { name: row.subjectName, played })}
              />
              <div className="atrium-stat-label">{played}</div>
            </td>
            <td>{formatTime(row.since)}</td>
          </tr>
        );
      }}
    />
  );
};

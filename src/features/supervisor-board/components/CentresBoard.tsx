import { Callout, Card, Classes } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { SupervisorBoardDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatDate } from '../../../shared/i18n/formatDate';
import { LIVE_REFETCH } from '../../../shared/realtime/useCentreEvents';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ListTable } from '../../../shared/ui/ListTable';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { useMinuteClock } from '../hooks/useMinuteClock';
import '../supervisor-board.css';

const TITLE_ID = 'board-centres-title';

/**
 * The supervisor board as an enterprise or area manager sees it (issue 19 item 8): each centre
 * below counted for today. The centres' events do not reach a manager's stream (only what a
 * manager above follows does), so the table is read again once a minute, in the background.
 */
export const CentresBoard = () => {
  const { t, i18n } = useTranslation('supervisor-board');
  const [{ data, fetching, error }, reexecute] = useQuery({ query: SupervisorBoardDocument, context: NO_ERROR_TOAST });
  const now = useMinuteClock();
  const first = useRef(now);
  useEffect(() => {
    if (now !== first.current) reexecute(LIVE_REFETCH);
  }, [now, reexecute]);
  const board = data?.supervisorBoard;
  return (
    <Card className="atrium-card atrium-board-centres" aria-labelledby={TITLE_ID}>
      <div className="atrium-card-header">
        <SectionTitle id={TITLE_ID}>{t('centres.title')}</SectionTitle>
        {board && (
          <span className={Classes.TEXT_MUTED}>{t('page.today', { day: formatDate(board.day, i18n.language) })}</span>
        )}
      </div>
      {fetching && !data ? (
        <LoadingState />
      ) : error && !data ? (
        <Callout intent="danger" title={t('centres.error-title')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      ) : !board || board.centres.length === 0 ? (
        <EmptyState icon="office" title={t('centres.empty-title')} description={t('centres.empty-description')} />
      ) : (
        <ListTable
          caption={t('centres.caption')}
          className="atrium-table atrium-board-centres-table"
          columns={[
            { title: t('centres.columns.centre'), kind: 'text' },
            { title: t('centres.columns.delivered'), kind: 'number' },
            { title: t('centres.columns.in-progress'), kind: 'number' },
            { title: t('coach.classes-now'), kind: 'number' },
            { title: t('coach.classes-done'), kind: 'number' },
            { title: t('centres.columns.feedback-owed'), kind: 'number' },
            { title: t('centres.columns.late'), kind: 'number' },
            { title: t('centres.columns.ending-soon'), kind: 'number' },
            { title: t('centres.columns.low-quota'), kind: 'number' },
          ]}
        >
          {board.centres.map((c) => (
            <tr key={c.tenantId}>
              <th scope="row">
                <TruncatedText text={c.name} />
              </th>
              <td>{c.delivered}</td>
              <td>{c.inProgress}</td>
              <td>{c.classesNow}</td>
              <td>{c.classesDone}</td>
              <td>{c.feedbackOwed}</td>
              <td className={c.lateFeedback > 0 ? 'atrium-board-late' : undefined}>{c.lateFeedback}</td>
              <td>{c.endingSoon}</td>
              <td className={c.lowQuota > 0 ? 'atrium-board-low' : undefined}>{c.lowQuota}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </Card>
  );
};

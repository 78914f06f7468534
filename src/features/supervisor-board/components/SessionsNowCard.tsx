import { Callout, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatTime } from '../../../shared/i18n/formatDate';
import { offlinePlanDetailPath } from '../../../shared/routes/paths';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ListTable } from '../../../shared/ui/ListTable';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { sessionsNow } from '../board';
import { useIsSupervisor } from '../hooks/useIsSupervisor';
import { useSupervisorBoard } from '../hooks/useSupervisorBoard';
import '../supervisor-board.css';

const TITLE_ID = 'workbench-sessions-now-title';

const SessionsNowTable = () => {
  const { t } = useTranslation('supervisor-board');
  const { data, fetching, error, now } = useSupervisorBoard();
  const sessions = data ? sessionsNow(data.supervisorBoard.coaches, now) : [];
  const classes = data?.supervisorBoard.coaches.reduce((n, c) => n + c.classesNow, 0) ?? 0;
  return (
    <Card className="atrium-card atrium-board-now" aria-labelledby={TITLE_ID}>
      <div className="atrium-card-header">
        <SectionTitle id={TITLE_ID}>{t('now.title')}</SectionTitle>
      </div>
      {fetching && !data ? (
        <LoadingState />
      ) : error && !data ? (
        <Callout intent="danger" title={t('now.error-title')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      ) : (
        <>
          <div className="atrium-stat">
            <span className="atrium-stat-value" data-testid="sessions-now-count">
              {sessions.length}
            </span>
            <span className="atrium-stat-label">{t('now.count-label')}</span>
          </div>
          {classes > 0 && (
            <div className="atrium-stat">
              <span className="atrium-stat-value" data-testid="classes-now-count">
                {classes}
              </span>
              <span className="atrium-stat-label">{t('coach.classes-now')}</span>
            </div>
          )}
          {sessions.length === 0 ? (
            <EmptyState icon="time" title={t('now.empty-title')} description={t('now.empty-description')} />
          ) : (
            <ListTable
              labelledBy={TITLE_ID}
              className="atrium-workbench-table"
              columns={[
                { title: t('now.columns.child'), kind: 'text' },
                { title: t('now.columns.coach'), kind: 'name' },
                { title: t('now.columns.session'), kind: 'number' },
                { title: t('now.columns.started'), kind: 'time' },
              ]}
            >
              {sessions.map((s) => (
                <tr key={`${s.planId}-${s.num}`}>
                  <th scope="row">
                    <Link to={offlinePlanDetailPath(s.planId)}>
                      <TruncatedText text={s.subjectName} />
                    </Link>
                  </th>
                  <td>
                    <TruncatedText text={s.coachName ?? t('coach.no-coach')} />
                  </td>
                  <td>{t('now.session', { num: s.num, total: s.totalNum })}</td>
                  <td>{formatTime(s.startedAt)}</td>
                </tr>
              ))}
            </ListTable>
          )}
        </>
      )}
    </Card>
  );
};

/**
 * The centre workbench's card of the sessions in progress now (issue 19 item 7): child, coach,
 * session n/N and when it started, from the supervisor board and live with it; for the centre's
 * admins and senior coaches, who may read the board (nothing for anyone else).
 */
export const SessionsNowCard = () => {
  const supervises = useIsSupervisor();
  return supervises ? <SessionsNowTable /> : null;
};

import { Card, Classes, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatTime } from '../../../shared/i18n/formatDate';
import { offlinePlanDetailPath, subjectDetailPath } from '../../../shared/routes/paths';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import { SESSION_MINUTES, coachKey, type BoardCoach } from '../board';

type SectionProps = {
  id: string;
  coachTitleId: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
};

/**
 * One of a coach's four lists, titled with its count, or what it says when empty. Named with the
 * coach as well ("Zhang Yue In progress 2"), so that each coach's lists are told apart (axe).
 */
const BoardSection = ({ id, coachTitleId, title, count, empty, children }: SectionProps) => (
  <section className="atrium-board-section" aria-labelledby={`${coachTitleId} ${id}`}>
    <h3 id={id} className={`${Classes.HEADING} atrium-board-section-title`}>
      {title} <span className={Classes.TEXT_MUTED}>{count}</span>
    </h3>
    {count === 0 ? <p className={Classes.TEXT_MUTED}>{empty}</p> : <ul className="atrium-board-list">{children}</ul>}
  </section>
);

const dueAt = (since: string) => new Date(Date.parse(since) + SESSION_MINUTES * 60_000);

/**
 * One coach's day (issue 19 item 8), already read at the minute shown (coachAt): delivered today,
 * the group classes they started running and ended today (issue 20 item 5; shown once there are
 * any), the sessions in progress, feedback owed and how late, plans ending within a week, children with
 * low quotas; each child opens its plan (a low quota, the child).
 */
export const CoachCard = ({ coach }: { coach: BoardCoach }) => {
  const { t, i18n } = useTranslation('supervisor-board');
  const id = `board-coach-${coachKey(coach)}`;
  const late = coach.feedbackOwed.filter((f) => f.lateMinutes > 0).length;
  return (
    <Card className="atrium-card atrium-board-coach" aria-labelledby={id} data-testid="board-coach">
      <div className="atrium-card-header atrium-board-coach-header">
        <SectionTitle id={id}>{coach.coachName ?? t('coach.no-coach')}</SectionTitle>
        <div className="atrium-board-counts">
          <Tag minimal round data-testid="board-delivered">
            {t('coach.delivered')} <strong>{coach.delivered}</strong>
          </Tag>
          {coach.classesNow + coach.classesDone > 0 && (
            <>
              <Tag minimal round data-testid="board-classes-now">
                {t('coach.classes-now')} <strong>{coach.classesNow}</strong>
              </Tag>
              <Tag minimal round data-testid="board-classes-done">
                {t('coach.classes-done')} <strong>{coach.classesDone}</strong>
              </Tag>
            </>
          )}
          {late > 0 && (
            <Tag minimal round intent="warning">
              {t('coach.late')} <strong>{late}</strong>
            </Tag>
          )}
        </div>
      </div>
      <div className="atrium-board-sections">
        <BoardSection
          coachTitleId={id}
          id={`${id}-in-progress`}
          title={t('coach.in-progress')}
          count={coach.inProgress.length}
          empty={t('empty.in-progress')}
        >
          {coach.inProgress.map((s) => (
            <li key={`${s.planId}-${s.num}`}>
              <Link to={offlinePlanDetailPath(s.planId)}>{s.subjectName}</Link>
              <span className={Classes.TEXT_MUTED}>
                {t('item.session', { num: s.num, total: s.totalNum })} ·{' '}
                {t('item.started', { time: formatTime(s.startedAt) })}
              </span>
            </li>
          ))}
        </BoardSection>
        <BoardSection
          coachTitleId={id}
          id={`${id}-feedback-owed`}
          title={t('coach.feedback-owed')}
          count={coach.feedbackOwed.length}
          empty={t('empty.feedback-owed')}
        >
          {coach.feedbackOwed.map((f) => (
            <li key={`${f.planId}-${f.num}`}>
              <Link to={offlinePlanDetailPath(f.planId)}>{f.subjectName}</Link>
              <span className={Classes.TEXT_MUTED}>
                {t('item.session-num', { num: f.num })} · {t('item.open-items', { count: f.openItems })}
              </span>
              {f.lateMinutes > 0 ? (
                <Tag intent="warning" round data-testid="board-late">
                  {t('item.late', { count: f.lateMinutes })}
                </Tag>
              ) : (
                <span className={Classes.TEXT_MUTED}>{t('item.due', { time: formatTime(dueAt(f.since)) })}</span>
              )}
            </li>
          ))}
        </BoardSection>
        <BoardSection
          coachTitleId={id}
          id={`${id}-ending-soon`}
          title={t('coach.ending-soon')}
          count={coach.endingSoon.length}
          empty={t('empty.ending-soon')}
        >
          {coach.endingSoon.map((e) => (
            <li key={e.planId}>
              <Link to={offlinePlanDetailPath(e.planId)}>{e.subjectName}</Link>
              <span className={Classes.TEXT_MUTED}>
                {t('item.session', { num: e.num, total: e.totalNum })}
                {e.validUntil ? ` · ${t('item.until', { date: formatDate(e.validUntil, i18n.language) })}` : ''}
              </span>
            </li>
          ))}
        </BoardSection>
        <BoardSection
          coachTitleId={id}
          id={`${id}-low-quota`}
          title={t('coach.low-quota')}
          count={coach.lowQuota.length}
          empty={t('empty.low-quota')}
        >
          {coach.lowQuota.map((l) => (
            <li key={l.planId}>
              <Link to={subjectDetailPath(l.subjectId)}>{l.subjectName}</Link>
              <Tag minimal round intent={l.remaining > 0 ? 'warning' : 'danger'}>
                {l.remaining > 0 ? t('item.remaining', { count: l.remaining }) : t('item.none-left')}
              </Tag>
            </li>
          ))}
        </BoardSection>
      </div>
    </Card>
  );
};

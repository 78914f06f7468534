import { Callout, HTMLSelect } from '@blueprintjs/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { formatDate } from '../../shared/i18n/formatDate';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { ALL_COACHES, coachAt, coachKey } from './board';
import { CoachCard } from './components/CoachCard';
import { useSupervisorBoard } from './hooks/useSupervisorBoard';
import './supervisor-board.css';

/**
 * /system/center/dataPanel/supervisorBoard (issue 19 item 8, beyond the spec; opened from the
 * workbench): each coach's day at the centre for its admins and senior coaches, live, with a
 * coach filter.
 */
export const SupervisorBoardPage = () => {
  const { t, i18n } = useTranslation('supervisor-board');
  const filterId = useId();
  const { data, fetching, error, now } = useSupervisorBoard();
  const [chosen, setChosen] = useState(ALL_COACHES);
  const board = data?.supervisorBoard;
  const coaches = useMemo(() => (board?.coaches ?? []).map((coach) => coachAt(coach, now)), [board, now]);
  // A coach who left the board (nothing more today) leaves the filter too: everyone is shown.
  const filter = coaches.some((c) => coachKey(c) === chosen) ? chosen : ALL_COACHES;
  const shown = filter === ALL_COACHES ? coaches : coaches.filter((c) => coachKey(c) === filter);

  return (
    <Page
      title={t('page.title')}
      subtitle={board ? t('page.today', { day: formatDate(board.day, i18n.language) }) : undefined}
      actions={
        coaches.length > 0 ? (
          <div className="atrium-board-filter">
            <label htmlFor={filterId}>{t('filter.label')}</label>
            <HTMLSelect id={filterId} value={filter} onChange={(event) => setChosen(event.currentTarget.value)}>
              <option value={ALL_COACHES}>{t('filter.all')}</option>
              {coaches.map((c) => (
                <option key={coachKey(c)} value={coachKey(c)}>
                  {c.coachName ?? t('filter.no-coach')}
                </option>
              ))}
            </HTMLSelect>
          </div>
        ) : undefined
      }
    >
      {fetching && !data ? (
        <LoadingState />
      ) : error && !data ? (
        <Callout intent="danger" title={t('page.error-title')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      ) : shown.length === 0 ? (
        <EmptyState icon="dashboard" title={t('page.empty-title')} description={t('page.empty-description')} />
      ) : (
        <div className="atrium-board-coaches">
          {shown.map((coach) => (
            <CoachCard key={coachKey(coach)} coach={coach} />
          ))}
        </div>
      )}
    </Page>
  );
};

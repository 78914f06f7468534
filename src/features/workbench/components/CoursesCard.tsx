import { Button, Callout, Card, Classes, Tag } from '@blueprintjs/core';
import { centreWallClock } from '../../../shared/time/centreZone';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { coursePlanPath, PATHS } from '../../../shared/routes/paths';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import type { FirstRead } from '../hooks/firstRead';
import { useTodayCourses } from '../hooks/useTodayCourses';
import type { WorkbenchCoursesQuery } from '../../../generated/graphql';

const clockOf = (time: string) => time.slice(11, 16);
const spanOf = (start: string, end: string) => `${clockOf(start)}–${clockOf(end)}`;
// Both are the centre's wall clock as "YYYY-MM-DD HH:mm", which compare as times do.
const isOver = (end: string, now: string) => end <= now;

/**
 * Today's courses (spec 000 §2, issue 20 item 3): the centre's, or one's own without
 * Business.Calendar.ReadOther, by time, followed live; those over are muted. Opens the calendar.
 * `now` (the centre's wall clock, centreWallClock) is for tests; `first` is the workbench's first
 * read (WorkbenchPage). No luxon: the card is on the first load.
 */
export const CoursesCard = ({ now, first }: { now?: string; first?: FirstRead<WorkbenchCoursesQuery> } = {}) => {
  const { t } = useTranslation('workbench');
  const navigate = useNavigate();
  const at = now ?? centreWallClock();
  const { data, error, ready, reads, readsOthers } = useTodayCourses(at, first);
  const courses = data?.userCalendar ?? [];
  return (
    <Card className="atrium-card" aria-labelledby="workbench-courses-title">
      <div className="atrium-card-header">
        <div className="atrium-workbench-courses-head">
          <SectionTitle id="workbench-courses-title">{t('courses.title')}</SectionTitle>
          {ready && reads && <Tag minimal>{t(readsOthers ? 'courses.centre' : 'courses.own')}</Tag>}
        </div>
        <Button
          variant="minimal"
          endIcon="arrow-right"
          text={t('courses.open-calendar')}
          onClick={() => void navigate(PATHS.calendar)}
        />
      </div>
      {error && !data ? (
        <Callout intent="danger" title={t('courses.error-title')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      ) : reads && !data ? (
        <LoadingState />
      ) : courses.length === 0 ? (
        <EmptyState icon="calendar" title={t('courses.empty-title')} description={t('courses.empty-description')} />
      ) : (
        <ul className="atrium-workbench-list atrium-workbench-scroll" aria-labelledby="workbench-courses-title">
          {courses.map((c) => (
            <li key={c.id} className={isOver(c.endTime, at) ? Classes.TEXT_MUTED : undefined}>
              <span className="atrium-workbench-course-time">{spanOf(c.startTime, c.endTime)}</span>
              <span className="atrium-workbench-list-title">
                <Link to={coursePlanPath(c)}>{c.subjectName}</Link>{' '}
                <span className={Classes.TEXT_MUTED}>{c.planName}</span>
              </span>
              <span>{c.executorName}</span>
              <Tag minimal>{t(`courses.type.${c.courseType.toLowerCase()}`)}</Tag>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};

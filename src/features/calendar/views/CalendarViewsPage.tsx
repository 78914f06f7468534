import { Button, ButtonGroup, Callout, H2, SegmentedControl } from '@blueprintjs/core';
import { DateTime } from 'luxon';
import { centreZone } from '../../../shared/time/centreZone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { CalendarViewTrainersDocument } from '../../../generated/graphql';
import { usePermissions } from '../../../shared/auth/usePermissions';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { Page } from '../../../shared/ui/Page';
import { CalendarGrid } from './CalendarGrid';
import { daysOf, rangeOf, step, type CalendarView } from './calendarGrid';
import { CourseDetailDialog, type CalendarCourse } from './CourseDetailDialog';
import { rangeTitle } from './courseText';
import { TrainerFilter } from './TrainerFilter';
import { useCalendarCourses } from './useCalendarCourses';
import './calendar-views.css';

/** Spec 001 §5 "Permissions": everyone's calendar; without it, one's own only. */
export const READ_OTHER = 'Business.Calendar.ReadOther';

/**
 * The top bar's calendar (spec 000 §2, issue 20 item 3): the centre's courses by week (Monday
 * first) or by day, followed live; a trainer filter for those who read everyone's calendar, the
 * reader's own courses otherwise. `now` is for tests; the page's days are the centre's
 * (app-config.json's time zone), wherever the browser is.
 */
export const CalendarViewsPage = ({ now }: { now?: DateTime } = {}) => {
  const { t, i18n } = useTranslation('calendar');
  const today = (now ?? DateTime.now().setZone(centreZone())).startOf('day');
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(today);
  const [trainerId, setTrainerId] = useState('');
  const [open, setOpen] = useState<CalendarCourse | null>(null);
  const permissions = usePermissions();
  const readsOthers = permissions.granted(READ_OTHER);
  const [trainers] = useQuery({ query: CalendarViewTrainersDocument, pause: !readsOthers });
  const days = daysOf(view, anchor);
  const { data, fetching, error } = useCalendarCourses(rangeOf(days), readsOthers ? trainerId : '');
  const courses = data?.userCalendar ?? [];
  const week = view === 'week';

  return (
    <Page title={t('views.title')} subtitle={permissions.ready && !readsOthers ? t('views.own-only') : undefined}>
      <div className="atrium-calendar-toolbar">
        <ButtonGroup>
          <Button
            icon="chevron-left"
            aria-label={t(week ? 'views.previous-week' : 'views.previous-day')}
            onClick={() => setAnchor(step(view, anchor, -1))}
          />
          <Button text={t('views.today')} onClick={() => setAnchor(today)} />
          <Button
            icon="chevron-right"
            aria-label={t(week ? 'views.next-week' : 'views.next-day')}
            onClick={() => setAnchor(step(view, anchor, 1))}
          />
        </ButtonGroup>
        <H2 className="atrium-calendar-range" aria-live="polite">
          {rangeTitle(days, i18n.language)}
        </H2>
        <span className="atrium-calendar-spacer" />
        <SegmentedControl
          size="small"
          aria-label={t('views.view')}
          value={view}
          onValueChange={(value) => setView(value as CalendarView)}
          options={[
            { value: 'week', label: t('views.week') },
            { value: 'day', label: t('views.day') },
          ]}
        />
        {readsOthers && (
          <TrainerFilter trainers={trainers.data?.staffList ?? []} value={trainerId} onChange={setTrainerId} />
        )}
      </div>
      {error && !data ? (
        <Callout intent="danger" title={t('views.error-title')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      ) : !data || (fetching && courses.length === 0) ? (
        <LoadingState label={t('views.loading')} />
      ) : courses.length === 0 ? (
        <EmptyState
          icon="calendar"
          title={t(week ? 'views.empty-week' : 'views.empty-day')}
          description={t('views.empty-description')}
        />
      ) : (
        <CalendarGrid
          days={days}
          courses={courses}
          today={today}
          onOpen={setOpen}
          onOpenDay={
            week
              ? (day) => {
                  setAnchor(day);
                  setView('day');
                }
              : undefined
          }
        />
      )}
      <CourseDetailDialog course={open} onClose={() => setOpen(null)} />
    </Page>
  );
};

import { Button } from '@blueprintjs/core';
import type { DateTime } from 'luxon';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { GRID_HOURS, placeCourses } from './calendarGrid';
import type { CalendarCourse } from './CourseDetailDialog';
import { clockOf, dayHeading, dayLabel, hourLabel, spanOf } from './courseText';

type CalendarGridProps = {
  days: readonly DateTime[];
  courses: readonly CalendarCourse[];
  today: DateTime;
  onOpen: (course: CalendarCourse) => void;
  /** From the week view: show one day alone. */
  onOpenDay?: (day: DateTime) => void;
};

const pct = (n: number) => `${(n * 100).toFixed(4)}%`;

/**
 * The hours 08:00–21:00 down, the days across (Monday first); each course a block at its time,
 * side by side with the courses it overlaps. Each day is a labelled group, each course a button
 * that opens its details.
 */
export const CalendarGrid = ({ days, courses, today, onOpen, onOpenDay }: CalendarGridProps) => {
  const { t, i18n } = useTranslation('calendar');
  const placed = placeCourses(courses, days);
  const style = {
    '--atrium-calendar-days': days.length,
    '--atrium-calendar-hours': GRID_HOURS.length,
  } as CSSProperties;
  return (
    <div className={`atrium-calendar-grid${days.length === 1 ? ' is-day' : ''}`} style={style}>
      <div className="atrium-calendar-corner">{t('views.time-column')}</div>
      {days.map((day) => {
        const isToday = day.hasSame(today, 'day');
        const heading = dayHeading(day, i18n.language);
        return (
          <div key={day.toISODate()} className={`atrium-calendar-day-head${isToday ? ' is-today' : ''}`}>
            {onOpenDay ? (
              <Button
                variant="minimal"
                size="small"
                text={heading}
                aria-label={t('views.open-day', { day: heading })}
                onClick={() => onOpenDay(day)}
              />
            ) : (
              <span>{heading}</span>
            )}
            {isToday && <span className="atrium-calendar-today-tag">{t('views.today-marker')}</span>}
          </div>
        );
      })}
      <div className="atrium-calendar-hours" aria-hidden="true">
        {GRID_HOURS.map((h) => (
          <div key={h} className="atrium-calendar-hour">
            {hourLabel(h)}
          </div>
        ))}
      </div>
      {days.map((day, index) => (
        <div
          key={day.toISODate()}
          role="group"
          aria-label={dayLabel(day, i18n.language)}
          className={`atrium-calendar-day${day.hasSame(today, 'day') ? ' is-today' : ''}`}
        >
          {placed
            .filter((p) => p.day === index)
            .map((p) => {
              const c = p.course;
              const type = t(`arrange.course-type.${c.courseType.toLowerCase()}`);
              const label = t('views.block-label', {
                start: clockOf(c.startTime),
                end: clockOf(c.endTime),
                child: c.subjectName,
                trainer: c.executorName,
                type,
              });
              return (
                <button
                  type="button"
                  key={c.id}
                  className={`atrium-calendar-course is-${c.courseType.toLowerCase()}`}
                  style={{
                    top: pct(p.top),
                    height: pct(p.height),
                    left: pct(p.lane / p.lanes),
                    width: pct(1 / p.lanes),
                  }}
                  title={label}
                  onClick={() => onOpen(c)}
                >
                  {/* The button is named by what it shows, in reading order (axe label-content-name-mismatch). */}
                  <span className="atrium-calendar-course-child">{c.subjectName}</span>{' '}
                  <span className="atrium-calendar-course-line">
                    {spanOf(c.startTime, c.endTime)}{' '}
                    <span className="atrium-calendar-course-trainer">{c.executorName}</span>
                  </span>{' '}
                  <span className="atrium-calendar-course-line">{type}</span>
                  {/* A day alone has the room for the plan too. */}
                  {days.length === 1 && (
                    <>
                      {' '}
                      <span className="atrium-calendar-course-line">{c.planName}</span>
                    </>
                  )}
                </button>
              );
            })}
        </div>
      ))}
    </div>
  );
};

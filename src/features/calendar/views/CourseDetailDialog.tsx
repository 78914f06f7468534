import { Button, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CalendarViewCoursesQuery } from '../../../generated/graphql';
import { coursePlanPath } from '../../../shared/routes/paths';
import { courseWhen } from './courseText';

export type CalendarCourse = CalendarViewCoursesQuery['userCalendar'][number];

/** A course's details (spec 001 §3 "Calendar event"): who, which plan, when, by whom, reminders. */
export const CourseDetailDialog = ({ course, onClose }: { course: CalendarCourse | null; onClose: () => void }) => {
  const { t } = useTranslation('calendar');
  const c = course;
  const repeat = !c?.periodIntervalUnit
    ? t('views.detail.repeat-never')
    : c.periodIntervalUnit === 'Month'
      ? t('views.detail.repeat-month', { courses: c.courseCount ?? 1 })
      : t('views.detail.repeat-day', { count: c.periodIntervalNumber ?? 1, courses: c.courseCount ?? 1 });
  const reminders = c
    ? [
        c.parentSMS ? t('views.detail.reminder-parent', { hours: c.parentBeforeHours }) : null,
        c.trainerSMS ? t('views.detail.reminder-trainer', { hours: c.executorBeforeHours }) : null,
      ].filter((r): r is string => r !== null)
    : [];
  return (
    <Dialog isOpen={c !== null} onClose={onClose} title={t('views.detail.title')} icon="calendar">
      {c && (
        <DialogBody>
          <HTMLTable compact className="atrium-calendar-detail">
            <tbody>
              <tr>
                <th scope="row">{t(c.groupId ? 'views.detail.class' : 'views.detail.child')}</th>
                <td>
                  {c.groupId
                    ? t('views.detail.class-members', { name: c.subjectName, count: c.memberCount ?? 0 })
                    : c.subjectName}
                </td>
              </tr>
              <tr>
                <th scope="row">{t('views.detail.plan')}</th>
                <td>
                  <Link to={coursePlanPath(c)}>{c.planName}</Link>
                </td>
              </tr>
              <tr>
                <th scope="row">{t('views.detail.time')}</th>
                <td>{courseWhen(c.startTime, c.endTime)}</td>
              </tr>
              <tr>
                <th scope="row">{t('views.detail.trainer')}</th>
                <td>{c.executorName}</td>
              </tr>
              <tr>
                <th scope="row">{t('views.detail.type')}</th>
                <td>{t(`arrange.course-type.${c.courseType.toLowerCase()}`)}</td>
              </tr>
              <tr>
                <th scope="row">{t('views.detail.repeat')}</th>
                <td>{repeat}</td>
              </tr>
              <tr>
                <th scope="row">{t('views.detail.reminders')}</th>
                <td>
                  {reminders.length === 0
                    ? t('views.detail.reminder-none')
                    : reminders.map((r) => <div key={r}>{r}</div>)}
                </td>
              </tr>
            </tbody>
          </HTMLTable>
        </DialogBody>
      )}
      <DialogFooter actions={<Button text={t('views.detail.close')} onClick={onClose} />} />
    </Dialog>
  );
};

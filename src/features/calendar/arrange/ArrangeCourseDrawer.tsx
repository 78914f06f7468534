import { Alert, Button, Callout, Classes, Drawer, HTMLTable, Tag } from '@blueprintjs/core';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  CancelCourseDocument,
  PlanCalendarDocument,
  type CalendarCourseFieldsFragment,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { describeFailure } from '../../../shared/errors/readServerError';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { LIVE_REFETCH, useCentreEvents } from '../../../shared/realtime/useCentreEvents';
import { centreZone } from '../../../shared/time/centreZone';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { repeatOf } from './courseForm';
import { CourseFormDialog } from './CourseFormDialog';
import './arrange.css';

/** Spec 001 §9: drawers are 700, 720 or 800 wide. */
const DRAWER_WIDTH = 800;
const COURSE_EVENTS = new Set(['CourseArranged', 'CourseChanged', 'CourseCancelled']);

export type ArrangeCourseDrawerProps = {
  /** A child's offline plan, or a class's group plan (then no subjectId). */
  planId: string;
  subjectId: string | null;
  subjectName: string;
  /** The plan takes new courses (neither ended nor suspended). */
  planOpen: boolean;
  isOpen: boolean;
  onClose: () => void;
};

/** Spec 001 §9 "Date format YYYY/MM/DD HH:mm": the server's YYYY-MM-DD HH:mm as the spec shows it. */
const shownTime = (text: string) => text.replace(/-/g, '/');
/** The server refuses to move or delete a course that has started: its buttons are off. */
const hasStarted = (course: CalendarCourseFieldsFragment) =>
  DateTime.fromFormat(course.startTime, 'yyyy-MM-dd HH:mm', { zone: centreZone() }) <= DateTime.now();
const timeRange = (course: CalendarCourseFieldsFragment) =>
  `${shownTime(course.startTime)}–${course.endTime.slice(11)}`;

/**
 * Spec 001 §2 screen 1: the arrange-course drawer of a child's offline plan (or a class's group
 * plan, issue 20's class courses): its courses (time,
 * trainer, type, repeat, reminders; edit and delete each), "Arrange course", and the add/edit
 * modal. Live: a course arranged, moved or deleted in another browser shows here too.
 */
export const ArrangeCourseDrawer = ({
  planId,
  subjectId,
  subjectName,
  planOpen,
  isOpen,
  onClose,
}: ArrangeCourseDrawerProps) => {
  const { t } = useTranslation('calendar');
  const toasts = useErrorToasts();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: PlanCalendarDocument,
    variables: { planId },
    pause: !isOpen,
    context: NO_ERROR_TOAST,
  });
  useCentreEvents({
    refetch: () => reexecute(LIVE_REFETCH),
    refetchOn: (event) =>
      COURSE_EVENTS.has(event.type) && (event.payload['planId'] === planId || event.payload['groupPlanId'] === planId),
  });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  // undefined: no modal; null: arranging a new course.
  const [editing, setEditing] = useState<CalendarCourseFieldsFragment | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CalendarCourseFieldsFragment | null>(null);
  const [, cancel] = useMutation(CancelCourseDocument);

  const remove = async (course: CalendarCourseFieldsFragment) => {
    const result = await cancel({ id: course.id }, NO_ERROR_TOAST);
    if (result.error) {
      // 001 §8 "Calendar delete": failure says "failed", with the server's reason when it gives one.
      const failure = describeFailure(result.error);
      const reason = failure.kind === 'refused' ? failure.error.message : null;
      toasts.showWarning(reason ?? t('arrange.delete-failed'));
    } else toasts.showSuccess(t('arrange.deleted'));
    reload();
  };

  const courses = data?.planCalendar ?? [];
  const repeatText = (course: CalendarCourseFieldsFragment) => {
    const repeat = repeatOf(course);
    const label = t(`arrange.repeat.${repeat}`);
    return repeat === 'never' ? label : t('arrange.repeat-info', { repeat: label, count: course.courseCount ?? 1 });
  };
  const reminders = (course: CalendarCourseFieldsFragment) => {
    const who = [
      ...(course.trainerSMS ? [t('arrange.reminder.trainer')] : []),
      ...(course.parentSMS ? [t('arrange.reminder.parent')] : []),
    ];
    return who.length
      ? who.map((w) => (
          <Tag key={w} minimal>
            {w}
          </Tag>
        ))
      : t('arrange.reminder.none');
  };

  const body = () => {
    if (error && !data)
      return (
        <Callout intent="danger" title={t('arrange.load-failed')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      );
    if (!data) return <LoadingState />;
    if (courses.length === 0)
      return <EmptyState icon="calendar" title={t('arrange.empty')} description={t('arrange.empty-description')} />;
    return (
      <HTMLTable className="atrium-course-table" striped aria-busy={fetching}>
        <thead>
          <tr>
            <th>{t('arrange.columns.time')}</th>
            <th>{t('arrange.columns.trainer')}</th>
            <th>{t('arrange.columns.type')}</th>
            <th>{t('arrange.columns.repeat')}</th>
            <th>{t('arrange.columns.reminders')}</th>
            <th>{t('arrange.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <tr key={course.id}>
              <td>{timeRange(course)}</td>
              <td>{course.executorName}</td>
              <td>{t(`arrange.course-type.${course.courseType.toLowerCase()}`)}</td>
              <td>{repeatText(course)}</td>
              <td className="atrium-course-reminders">{reminders(course)}</td>
              <td className="atrium-course-actions">
                <Button
                  size="small"
                  variant="minimal"
                  icon="edit"
                  text={t('arrange.edit')}
                  disabled={hasStarted(course)}
                  onClick={() => setEditing(course)}
                />
                <Button
                  size="small"
                  variant="minimal"
                  intent="danger"
                  icon="trash"
                  text={t('arrange.delete')}
                  disabled={hasStarted(course)}
                  onClick={() => setDeleting(course)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    );
  };

  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      size={DRAWER_WIDTH}
      icon="calendar"
      title={t('arrange.drawer-title', { name: subjectName })}
    >
      <div className={`${Classes.DRAWER_BODY} atrium-arrange-body`}>
        <div className="atrium-arrange-toolbar">
          <Button
            intent="primary"
            icon="add"
            text={t('arrange.add')}
            disabled={!planOpen}
            onClick={() => setEditing(null)}
          />
          {!planOpen && <span className={Classes.TEXT_MUTED}>{t('arrange.plan-closed')}</span>}
        </div>
        {body()}
      </div>
      {editing !== undefined && (
        <CourseFormDialog
          plan={{ planId, subjectId }}
          course={editing}
          onClose={() => setEditing(undefined)}
          onSaved={reload}
        />
      )}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('arrange.delete')}
        cancelButtonText={t('common:form.cancel')}
        canEscapeKeyCancel
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const course = deleting;
          setDeleting(null);
          if (course) void remove(course);
        }}
      >
        <p>{deleting && t('arrange.delete-confirm', { time: shownTime(deleting.startTime) })}</p>
      </Alert>
    </Drawer>
  );
};

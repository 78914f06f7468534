import { centreWallClock } from '../../../shared/time/centreZone';
import { useQuery } from 'urql';
import { WorkbenchCoursesDocument, type WorkbenchCoursesQuery } from '../../../generated/graphql';
import { usePermissions, type Permissions } from '../../../shared/auth/usePermissions';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import type { CentreEvent } from '../../../shared/realtime/centreEvents';
import { LIVE_REFETCH, useCentreEvents } from '../../../shared/realtime/useCentreEvents';
import type { FirstRead } from './firstRead';
import { useNewest } from './useNewest';

/** Spec 001 §5 "Permissions": one's own calendar, or everyone's. */
const READ = 'Business.Calendar.Read';
const READ_OTHER = 'Business.Calendar.ReadOther';
const COURSE_EVENTS = new Set<CentreEvent['type']>(['CourseArranged', 'CourseChanged', 'CourseCancelled']);
const isCourseEvent = (event: CentreEvent) => COURSE_EVENTS.has(event.type);

/** Whether the card reads courses at all, and whose: the centre's or one's own. */
export const coursesReadBy = (permissions: Permissions) => {
  const readsOthers = permissions.granted(READ_OTHER);
  return { reads: readsOthers || permissions.granted(READ), readsOthers };
};

/**
 * Today's courses for the workbench, live: the centre's for a reader of everyone's calendar, the
 * reader's own otherwise (the server decides which), read again when a course of the centre is
 * arranged, moved or cancelled. Not read at all by someone without the calendar. `now` is the
 * centre's wall clock, "YYYY-MM-DD HH:mm" (centreWallClock); `first`, the workbench's first read
 * (then the card's own query waits for an event).
 */
export const useTodayCourses = (now: string = centreWallClock(), first?: FirstRead<WorkbenchCoursesQuery>) => {
  const permissions = usePermissions();
  const { reads, readsOthers } = coursesReadBy(permissions);
  const live = useCentreEvents({
    refetch: () => reexecute(LIVE_REFETCH),
    refetchOn: isCourseEvent,
    deferRead: true,
  });
  const day = now.slice(0, 10);
  const [result, reexecute] = useQuery({
    query: WorkbenchCoursesDocument,
    variables: { day },
    context: NO_ERROR_TOAST,
    pause: first !== undefined || !reads || !live.ready,
  });
  const data = useNewest(result.data, first?.data);
  const error = result.error ?? (data ? undefined : first?.error);
  return { data, error, ready: permissions.ready, reads, readsOthers };
};

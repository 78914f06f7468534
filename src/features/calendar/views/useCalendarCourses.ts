import { useQuery } from 'urql';
import { CalendarViewCoursesDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { LIVE_REFETCH, useCentreEvents } from '../../../shared/realtime/useCentreEvents';
import { isCourseEvent } from './calendarGrid';

/**
 * The courses of a range, live: read once the centre's stream is live, read again whenever a
 * course of the centre is arranged, moved or cancelled (the server then filters what this reader
 * may see: everyone's, one trainer's or their own).
 */
export const useCalendarCourses = (range: { from: string; to: string }, executorId: string) => {
  const live = useCentreEvents({
    refetch: () => reexecute(LIVE_REFETCH),
    refetchOn: isCourseEvent,
    deferRead: true,
  });
  // Failures are shown in place, so no toast as well.
  const [result, reexecute] = useQuery({
    query: CalendarViewCoursesDocument,
    variables: { ...range, executorId: executorId || null },
    context: NO_ERROR_TOAST,
    pause: !live.ready,
  });
  return { ...result, live };
};

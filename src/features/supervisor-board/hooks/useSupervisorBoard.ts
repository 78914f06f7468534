import { useQuery } from 'urql';
import { SupervisorBoardDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { LIVE_REFETCH, useCentreEvents } from '../../../shared/realtime/useCentreEvents';
import { isBoardEvent } from '../board';
import { useMinuteClock } from './useMinuteClock';

/**
 * The centre's board, live: read once the centre's stream is live, read again when a session
 * starts or finishes, feedback comes, a plan changes or ends, or a quota runs low; with the
 * minute's time, so that "late" moves between events (the board is read at `now` by coachAt).
 */
export const useSupervisorBoard = ({ pause = false }: { pause?: boolean } = {}) => {
  const live = useCentreEvents({
    refetch: () => reexecute(LIVE_REFETCH),
    refetchOn: isBoardEvent,
    deferRead: true,
  });
  // Failures are shown in place, so no toast as well.
  const [result, reexecute] = useQuery({
    query: SupervisorBoardDocument,
    context: NO_ERROR_TOAST,
    pause: pause || !live.ready,
  });
  const now = useMinuteClock();
  return { ...result, now, live };
};

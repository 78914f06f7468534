import { useQuery } from 'urql';
import { CalendarTrainersDocument, ShellCurrentUserDocument } from '../../../generated/graphql';
import { usePermissions } from '../../../shared/auth/usePermissions';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import type { Trainer } from './TrainerPicker';

/** Spec 001 §5 "Permissions": who reads everyone's calendar arranges with any trainer of the centre. */
export const READ_OTHER = 'Business.Calendar.ReadOther';

/**
 * The trainers a course may be given: the centre's staff list with Business.Calendar.ReadOther,
 * otherwise the user alone (the server refuses anyone else).
 */
export const useTrainers = (): { trainers: Trainer[]; me: string; loading: boolean } => {
  const permissions = usePermissions();
  const readsOthers = permissions.granted(READ_OTHER);
  const [{ data: shell }] = useQuery({ query: ShellCurrentUserDocument });
  const [{ data, fetching, error }] = useQuery({
    query: CalendarTrainersDocument,
    pause: !readsOthers,
    context: NO_ERROR_TOAST,
  });
  const me = shell?.me ? { id: shell.me.id, name: shell.me.name || shell.me.userName } : null;
  if (!permissions.ready) return { trainers: [], me: me?.id ?? '', loading: true };
  // A staff list the server does not give this user (it asks for staff management) leaves oneself.
  if (!readsOthers || (error && !data)) return { trainers: me ? [me] : [], me: me?.id ?? '', loading: !me };
  return { trainers: data?.staffList ?? [], me: me?.id ?? '', loading: fetching };
};

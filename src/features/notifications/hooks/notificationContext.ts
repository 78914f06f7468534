import { BACKGROUND_OPERATION } from '../../../shared/errors/ErrorHandlingContext';

// urql's document cache knows a query only by the types in its answer: an empty list or a bare
// Boolean mutation names none. Naming the types on both sides makes every notification mutation
// refresh the counts and the lists. (Module constants: urql compares the context by identity.)
const typenames = () => ['Notification', 'NotificationPage', 'NotificationUnreadCount'];

/** For the mutations. */
export const NOTIFICATION_CONTEXT = { additionalTypenames: typenames() };

/**
 * For the counts and the lists: a failure is shown in place (or, for the counts, not at all: a
 * poll that fails every minute while the network is down must not toast every minute).
 */
export const QUIET_NOTIFICATION_CONTEXT = { additionalTypenames: typenames(), errorToast: false };

/** A refetch the console makes by itself (a poll, a push): fresh, and not the user's activity. */
export const BACKGROUND_REFETCH = { requestPolicy: 'network-only', ...BACKGROUND_OPERATION } as const;

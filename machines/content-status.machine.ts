import { setup, transition } from 'xstate';

// The status of a piece of platform content (spec 001 §3 "Content status options", 002 §4 the
// status-change dialog): Unpublish, Hide, Public, Expire, Trash. CONTENT_STATUS_MOVES is the only
// copy of which status may follow which: the machine is built from it, the server refuses (409)
// what the machine refuses, and the dialog offers what the machine allows. Pure: imports xstate only.
//
// A new item starts Unpublish (being written). Public is what centres see. Hide keeps a published
// item out of centres' lists without retiring it; Expire retires it for good use but keeps it for
// the plans that already hold it. Trash is the way out: an item is restored from it to Unpublish,
// or deleted. Only an item nobody may have used (Unpublish) or one already in the Trash is
// deleted; anything that was ever shown goes through the Trash. Trash cannot be edited.

export const CONTENT_STATUSES = ['Unpublish', 'Hide', 'Public', 'Expire', 'Trash'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The status a new item starts with. */
export const INITIAL_CONTENT_STATUS: ContentStatus = 'Unpublish';

/** Which statuses each status may change to. */
export const CONTENT_STATUS_MOVES: Readonly<Record<ContentStatus, readonly ContentStatus[]>> = {
  Unpublish: ['Public', 'Hide', 'Trash'],
  Public: ['Unpublish', 'Hide', 'Expire', 'Trash'],
  Hide: ['Public', 'Unpublish', 'Expire', 'Trash'],
  Expire: ['Public', 'Unpublish', 'Trash'],
  Trash: ['Unpublish'],
};

/** Statuses in which the item's fields (and its place in the order) may change. */
const EDITABLE: readonly ContentStatus[] = ['Unpublish', 'Public', 'Hide', 'Expire'];
/** Statuses from which the item may be deleted. */
const DELETABLE: readonly ContentStatus[] = ['Unpublish', 'Trash'];

export type ContentStatusEvent =
  { type: 'status.change'; to: ContentStatus } | { type: 'content.edit' } | { type: 'content.delete' };

const stateNode = (status: ContentStatus) => ({
  on: {
    'status.change': CONTENT_STATUS_MOVES[status].map((to) => ({
      target: `#contentStatus.${to}`,
      guard: { type: 'to' as const, params: { to } },
    })),
    ...(EDITABLE.includes(status) ? { 'content.edit': { target: `#contentStatus.${status}` } } : {}),
    ...(DELETABLE.includes(status) ? { 'content.delete': { target: '#contentStatus.Deleted' } } : {}),
  },
});

export const contentStatusMachine = setup({
  types: { events: {} as ContentStatusEvent },
  guards: {
    to: ({ event }, params: { to: ContentStatus }) => event.type === 'status.change' && event.to === params.to,
  },
}).createMachine({
  id: 'contentStatus',
  initial: INITIAL_CONTENT_STATUS,
  states: {
    Unpublish: stateNode('Unpublish'),
    Hide: stateNode('Hide'),
    Public: stateNode('Public'),
    Expire: stateNode('Expire'),
    Trash: stateNode('Trash'),
    Deleted: { type: 'final' },
  },
});

/** One place that turns a stored status into a snapshot, for the server and the console alike. */
export const contentStatusAt = (status: ContentStatus) => contentStatusMachine.resolveState({ value: status });

/** Whether an item in `status` allows `event`. */
export const contentStatusAllows = (status: ContentStatus, event: ContentStatusEvent): boolean =>
  contentStatusAt(status).can(event);

/** The statuses the status-change dialog offers for an item in `status`. */
export const nextContentStatuses = (status: ContentStatus): ContentStatus[] =>
  CONTENT_STATUSES.filter((to) => contentStatusAllows(status, { type: 'status.change', to }));

/** The status after `event`, 'Deleted', or null when the machine refuses it. */
export const nextContentStatus = (
  status: ContentStatus,
  event: ContentStatusEvent,
): ContentStatus | 'Deleted' | null => {
  const snapshot = contentStatusAt(status);
  if (!snapshot.can(event)) return null;
  const [next] = transition(contentStatusMachine, snapshot, event);
  return next.value as ContentStatus | 'Deleted';
};

export const isContentStatus = (value: string): value is ContentStatus =>
  (CONTENT_STATUSES as readonly string[]).includes(value);

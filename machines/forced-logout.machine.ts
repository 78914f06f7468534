import { assign, fromPromise, setup } from 'xstate';

// Spec 000 §8 and 002 §8: a 403 with one of three business codes shows the server's message plus
// a will-log-out text, then logs the user out after 2 seconds, once only. Several requests often
// fail together (a page fires a few queries when a centre is frozen), so every later failure is
// absorbed by the state the first one started. Pure: the toast and the sign-out are provided by
// the UI (src/shared/errors).

/** The 403 codes that end the session (spec 000 §8); the server's BUSINESS_CODES, verbatim. */
export const FORCED_LOGOUT_CODES = [
  'Business:CenterStateInvalid',
  'Business:UserInTenantRoleFrozen',
  'Business:UserHasNoAvailableTenant',
] as const;
export type ForcedLogoutCode = (typeof FORCED_LOGOUT_CODES)[number];

export const isForcedLogoutCode = (code: unknown): code is ForcedLogoutCode =>
  typeof code === 'string' && (FORCED_LOGOUT_CODES as readonly string[]).includes(code);

/** The delay between the notice and the sign-out (spec 000 §8). */
export const FORCED_LOGOUT_DELAY_MS = 2_000;

export type ForcedLogoutEvent = { type: 'logout.force'; code: ForcedLogoutCode; message: string };

export type ForcedLogoutContext = { code: ForcedLogoutCode | null; message: string | null };

export const forcedLogoutMachine = setup({
  types: {
    context: {} as ForcedLogoutContext,
    events: {} as ForcedLogoutEvent,
  },
  actions: {
    // Shows the message and the will-log-out text; provided by the UI.
    announce: (_, _params: { code: ForcedLogoutCode; message: string }) => {},
  },
  actors: {
    signOut: fromPromise<void>(async () => {
      throw new Error('signOut is not provided');
    }),
  },
  delays: {
    logoutDelay: FORCED_LOGOUT_DELAY_MS,
  },
}).createMachine({
  id: 'forcedLogout',
  context: { code: null, message: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'logout.force': {
          target: 'announced',
          actions: [
            assign({ code: ({ event }) => event.code, message: ({ event }) => event.message }),
            { type: 'announce', params: ({ event }) => ({ code: event.code, message: event.message }) },
          ],
        },
      },
    },
    // Later failures arrive here and are ignored: one notice, one sign-out.
    announced: {
      after: { logoutDelay: 'signingOut' },
    },
    signingOut: {
      invoke: {
        src: 'signOut',
        onDone: 'signedOut',
        // The session leaves the page either way; nothing is retried, so no second sign-out.
        onError: 'signedOut',
      },
    },
    // Not final: failures still in flight while the page leaves are ignored here, not sent to a
    // stopped actor.
    signedOut: {},
  },
});

import { assign, fromPromise, setup } from 'xstate';

// The browser session of the console (spec 000 §2 "Sign-in", §4 "Session"): OpenID Connect
// sign-in by redirect, the callback, silent renewal and sign-out. Pure: the IO (oidc-client-ts)
// is provided with .provide({ actors }) by src/shared/auth.

/** What the console needs to know about a signed-in user; mapped from the OIDC user at the edge. */
export type SessionUser = {
  accessToken: string;
  name: string | null;
  /** Seconds since the epoch, as OIDC reports it; null when unknown. */
  expiresAt: number | null;
};

export type SessionInput = {
  /** The path and search the browser opened, e.g. "/system/center/menu/user/subject?page=2". */
  location: string;
};

export type SessionContext = {
  user: SessionUser | null;
  /** The deep link to come back to after the sign-in round trip. */
  returnTo: string;
  error: string | null;
};

export type SessionEvent =
  | { type: 'user.loaded'; user: SessionUser }
  | { type: 'token.refresh' }
  | { type: 'session.ended'; returnTo: string }
  | { type: 'session.signIn'; returnTo: string }
  | { type: 'session.signOut' };

export type CallbackResult = { user: SessionUser; returnTo: string | null };

export const CALLBACK_PATH = '/callback';
export const SIGNED_OUT_PATH = '/signed-out';
/** Pages a link in an e-mail opens before anyone signs in (spec 000 §4): they start signed out. */
export const LINK_PAGE_PATHS: readonly string[] = ['/account/activate', '/account/email'];

const pathOf = (location: string): string => location.split(/[?#]/, 1)[0] ?? '';

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as SessionInput,
    events: {} as SessionEvent,
  },
  actors: {
    // Each is replaced by the real implementation with .provide(); these defaults fail loudly.
    loadUser: fromPromise<SessionUser | null>(async () => {
      throw new Error('loadUser is not provided');
    }),
    signIn: fromPromise<void, { returnTo: string }>(async () => {
      throw new Error('signIn is not provided');
    }),
    handleCallback: fromPromise<CallbackResult>(async () => {
      throw new Error('handleCallback is not provided');
    }),
    renew: fromPromise<SessionUser>(async () => {
      throw new Error('renew is not provided');
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error('signOut is not provided');
    }),
  },
  guards: {
    isCallback: ({ context }) => pathOf(context.returnTo) === CALLBACK_PATH,
    isSignedOutPage: ({ context }) =>
      pathOf(context.returnTo) === SIGNED_OUT_PATH || LINK_PAGE_PATHS.includes(pathOf(context.returnTo)),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: null, returnTo: input.location, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isCallback', target: 'handlingCallback' },
        { guard: 'isSignedOutPage', target: 'signedOut' },
        { target: 'booting' },
      ],
    },
    booting: {
      invoke: {
        src: 'loadUser',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'signedIn',
            actions: assign({ user: ({ event }) => event.output }),
          },
          { target: 'signingIn' },
        ],
        onError: { target: 'signingIn' },
      },
    },
    signingIn: {
      // signIn leaves the page (redirect to the provider); the machine waits here until then.
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({ returnTo: context.returnTo }),
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    handlingCallback: {
      invoke: {
        src: 'handleCallback',
        onDone: {
          target: 'signedIn',
          actions: assign({
            user: ({ event }) => event.output.user,
            returnTo: ({ event }) => event.output.returnTo ?? '/',
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    signedIn: {
      on: {
        'user.loaded': { actions: assign({ user: ({ event }) => event.user }) },
        'token.refresh': { target: 'renewing' },
        'session.ended': {
          target: 'signingIn',
          actions: assign({ user: null, returnTo: ({ event }) => event.returnTo }),
        },
        'session.signOut': { target: 'signingOut' },
      },
    },
    renewing: {
      invoke: {
        src: 'renew',
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output }) },
        // The refresh token is gone or refused: a new sign-in round trip, back to the same page.
        onError: { target: 'signingIn', actions: assign({ user: null }) },
      },
      on: {
        'user.loaded': { target: 'signedIn', actions: assign({ user: ({ event }) => event.user }) },
        'session.signOut': { target: 'signingOut' },
      },
    },
    signingOut: {
      // signOut leaves the page (end-session at the provider, then back to /signed-out).
      entry: assign({ user: null }),
      invoke: {
        src: 'signOut',
        // The provider could not be reached: the tokens are gone locally, so the user is out.
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        'session.signIn': { target: 'signingIn', actions: assign({ returnTo: ({ event }) => event.returnTo }) },
      },
    },
    failed: {
      on: {
        'session.signIn': {
          target: 'signingIn',
          actions: assign({ error: null, returnTo: ({ event }) => event.returnTo }),
        },
      },
    },
  },
});

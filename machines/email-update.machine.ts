import { assign, fromPromise, setup } from 'xstate';
import { LINK_ERROR_CODES, linkErrorCodeOf, linkFailureOf, tokenCheckStates, type LinkFailure } from './link-outcome';

// The e-mail update page (spec 000 §4 "E-mail update page states"): idle, newUser, existUser,
// error, errorLink, userAlreadyActive, verbatim. The token check's isNew gives newUser (the
// account has not registered yet), else existUser; either confirms the new address with one
// click. Pure: the calls are provided by the page.

export type EmailLink = { isNew: boolean; email: string; userName: string; name: string; culture: string };

export type EmailUpdateContext = {
  token: string;
  link: EmailLink | null;
  confirmed: boolean;
  failure: LinkFailure | null;
};

export type EmailUpdateEvent = { type: 'email.confirm' };

const FAILURE_TARGETS = [
  { guard: 'isInvalidLink', target: '#emailUpdate.errorLink', actions: 'keepFailure' },
  // The address is confirmed already (this link, or another one, was used for it).
  { guard: 'isAlreadyActive', target: '#emailUpdate.userAlreadyActive', actions: 'keepFailure' },
  { target: '#emailUpdate.error', actions: 'keepFailure' },
] as const;

const confirmable = {
  initial: 'ready',
  states: {
    ready: { on: { 'email.confirm': 'confirming' } },
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }: { context: EmailUpdateContext }) => ({ token: context.token }),
        onDone: { target: 'done', actions: 'markConfirmed' },
        onError: FAILURE_TARGETS,
      },
    },
    done: { type: 'final' },
  },
} as const;

export const emailUpdateMachine = setup({
  types: {
    context: {} as EmailUpdateContext,
    events: {} as EmailUpdateEvent,
    input: {} as { token: string },
  },
  actors: {
    checkToken: fromPromise<EmailLink, { token: string }>(async () => {
      throw new Error('checkToken is not provided');
    }),
    confirm: fromPromise<unknown, { token: string }>(async () => {
      throw new Error('confirm is not provided');
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token.trim() !== '',
    isNew: ({ event }) => (event as { output?: EmailLink }).output?.isNew === true,
    isInvalidLink: ({ event }) => linkErrorCodeOf(event) === LINK_ERROR_CODES.invalidLink,
    isAlreadyActive: ({ event }) => {
      const code = linkErrorCodeOf(event);
      return code === LINK_ERROR_CODES.alreadyInRole || code === LINK_ERROR_CODES.businessAlreadyActive;
    },
  },
  actions: {
    keepLink: assign({ link: ({ event }) => (event as { output?: EmailLink }).output ?? null }),
    keepFailure: assign({ failure: ({ event }) => linkFailureOf(event) }),
    markConfirmed: assign({ confirmed: true }),
  },
}).createMachine({
  id: 'emailUpdate',
  context: ({ input }) => ({ token: input.token, link: null, confirmed: false, failure: null }),
  initial: 'idle',
  states: {
    ...tokenCheckStates({
      input: ({ context }: { context: EmailUpdateContext }) => ({ token: context.token }),
      onDone: [
        { guard: 'isNew', target: 'newUser', actions: 'keepLink' },
        { target: 'existUser', actions: 'keepLink' },
      ],
      onError: FAILURE_TARGETS,
    }),
    newUser: confirmable,
    existUser: confirmable,
    error: {},
    errorLink: {},
    userAlreadyActive: {},
  },
});

import { assign, fromPromise, setup } from 'xstate';
import { LINK_ERROR_CODES, linkErrorCodeOf, linkFailureOf, tokenCheckStates, type LinkFailure } from './link-outcome';

// The account activation page (spec 000 §4 "Account activation page states"): the top-level
// states are the spec's, verbatim, plus the business-already-active state §8 names. Pure: the
// token check and the two writes are provided by the page with .provide({ actors }).

/** Which check the link asks for: an invitation, a content admin's "need register", a trainer becoming a supervisor. */
export type ActivationCheckType = 'activateAccount' | 'needRegister' | 'trainerToSupervisor';

/** What the token check answers about the link's account and centre. */
export type LinkAccount = {
  /** The account has no password yet: the person registers (user name and password). */
  isNew: boolean;
  email: string;
  name: string;
  userName: string;
  tenantName: string | null;
  culture: string;
};

export type RegisterInput = { token: string; userName: string; password: string };

export type ActivationContext = {
  token: string;
  checkType: ActivationCheckType;
  account: LinkAccount | null;
  /** What the last success did: the page's "account activated" / "account registered" message. */
  outcome: 'activated' | 'registered' | null;
  failure: LinkFailure | null;
};

export type ActivationEvent =
  | { type: 'activation.activate' }
  | { type: 'activation.register'; userName: string; password: string }
  | { type: 'activation.dismissError' };

const FAILURE_TARGETS = [
  { guard: 'isInvalidLink', target: '#accountActivation.errorLink', actions: 'keepFailure' },
  { guard: 'isAlreadyInRole', target: '#accountActivation.userAlreadyActive', actions: 'keepFailure' },
  { guard: 'isBusinessAlreadyActive', target: '#accountActivation.businessAlreadyActive', actions: 'keepFailure' },
] as const;

const activationSetup = setup({
  types: {
    context: {} as ActivationContext,
    events: {} as ActivationEvent,
    input: {} as { token: string; checkType?: ActivationCheckType },
  },
  actors: {
    // Replaced by the page; the defaults refuse, so a forgotten provide shows at once.
    checkToken: fromPromise<LinkAccount | null, { token: string; checkType: ActivationCheckType }>(async () => {
      throw new Error('checkToken is not provided');
    }),
    activate: fromPromise<unknown, { token: string }>(async () => {
      throw new Error('activate is not provided');
    }),
    register: fromPromise<unknown, RegisterInput>(async () => {
      throw new Error('register is not provided');
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token.trim() !== '',
    // Spec 000 §4: the trainer-to-supervisor check goes to existUser when the response is empty.
    emptyTrainerAnswer: ({ context, event }) =>
      context.checkType === 'trainerToSupervisor' && (event as { output?: unknown }).output == null,
    needsRegistration: ({ context, event }) =>
      context.checkType === 'needRegister' && (event as { output?: LinkAccount | null }).output?.isNew === true,
    isNewAccount: ({ event }) => (event as { output?: LinkAccount | null }).output?.isNew === true,
    isInvalidLink: ({ event }) => linkErrorCodeOf(event) === LINK_ERROR_CODES.invalidLink,
    isAlreadyInRole: ({ event }) => linkErrorCodeOf(event) === LINK_ERROR_CODES.alreadyInRole,
    isBusinessAlreadyActive: ({ event }) => linkErrorCodeOf(event) === LINK_ERROR_CODES.businessAlreadyActive,
    hasCredentials: ({ event }) =>
      event.type === 'activation.register' && event.userName.trim() !== '' && event.password !== '',
  },
  actions: {
    keepAccount: assign({ account: ({ event }) => (event as { output?: LinkAccount | null }).output ?? null }),
    keepFailure: assign({ failure: ({ event }) => linkFailureOf(event) }),
    clearFailure: assign({ failure: null }),
  },
});

/** newUser and needRegister ask the same: a user name and a password, then register. */
const registration = activationSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: {
      on: { 'activation.register': { guard: 'hasCredentials', target: 'registering', actions: 'clearFailure' } },
    },
    registering: {
      invoke: {
        src: 'register',
        // The event that entered this state carries what the person typed; nothing is kept.
        input: ({ context, event }) => ({
          token: context.token,
          userName: event.type === 'activation.register' ? event.userName.trim() : '',
          password: event.type === 'activation.register' ? event.password : '',
        }),
        onDone: { target: '#accountActivation.existUser.done', actions: assign({ outcome: 'registered' }) },
        onError: [
          ...FAILURE_TARGETS,
          // A refusal of what was typed (user name taken, weak password): stay and say why.
          { target: 'editing', actions: 'keepFailure' },
        ],
      },
    },
  },
});

export const accountActivationMachine = activationSetup.createMachine({
  id: 'accountActivation',
  context: ({ input }) => ({
    token: input.token,
    checkType: input.checkType ?? 'activateAccount',
    account: null,
    outcome: null,
    failure: null,
  }),
  initial: 'idle',
  states: {
    ...tokenCheckStates({
      input: ({ context }: { context: ActivationContext }) => ({ token: context.token, checkType: context.checkType }),
      onDone: [
        { guard: 'emptyTrainerAnswer', target: 'existUser.ready' },
        { guard: 'needsRegistration', target: 'needRegister', actions: 'keepAccount' },
        { guard: 'isNewAccount', target: 'newUser', actions: 'keepAccount' },
        { target: 'existUser.ready', actions: 'keepAccount' },
      ],
      onError: [...FAILURE_TARGETS, { target: 'error', actions: 'keepFailure' }],
    }),
    // newUser and needRegister ask the same (registration above).
    newUser: registration,
    needRegister: registration,
    existUser: {
      initial: 'ready',
      states: {
        ready: { on: { 'activation.activate': { target: 'activating', actions: 'clearFailure' } } },
        activating: {
          invoke: {
            src: 'activate',
            input: ({ context }) => ({ token: context.token }),
            onDone: { target: 'done', actions: assign({ outcome: 'activated' }) },
            onError: [...FAILURE_TARGETS, { target: '#accountActivation.error', actions: 'keepFailure' }],
          },
        },
        done: { type: 'final' },
      },
    },
    error: {},
    errorLink: {},
    userAlreadyActive: {},
    businessAlreadyActive: {},
  },
});

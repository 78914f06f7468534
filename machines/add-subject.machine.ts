import { assign, fromPromise, setup } from 'xstate';
import type { NewSubjectValues } from './subject-fields';

// Adding a child (spec 000 §4 "Adding a child", §9 300 ms debounce before confirming):
//   editing --submit--> debouncing (300 ms; another submit restarts it)
//     a non-blank trimmed name --> checkingName --hadSame--> sameName (return | confirm)
//     no name, or no same name --> confirming (cancel | accept) --> adding --> added
//   a failed add (or name check) reopens the form with the values kept. The child variant
//   (adding to a guardian) differs only in the call the screen provides, so it reopens the
//   child dialog the same way. Pure: the screen provides checkName and addSubject.

export const CONFIRM_DEBOUNCE_MS = 300;

export type AddSubjectVariant = 'subject' | 'child';

export type AddSubjectInput = { variant: AddSubjectVariant; values: NewSubjectValues };
export type CheckNameInput = { name: string };

export type AddSubjectContext = {
  variant: AddSubjectVariant;
  values: NewSubjectValues;
  /** The server's message after a failed call, shown on the reopened form. */
  error: string | null;
};

export type AddSubjectEvent =
  | { type: 'form.submit'; values: NewSubjectValues }
  | { type: 'form.cancel' }
  | { type: 'sameName.return' }
  | { type: 'sameName.confirm' }
  | { type: 'confirm.cancel' }
  | { type: 'confirm.accept' };

const messageOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
    ? error.message
    : String(error);

export const addSubjectMachine = setup({
  types: {
    context: {} as AddSubjectContext,
    events: {} as AddSubjectEvent,
    input: {} as { variant: AddSubjectVariant; values: NewSubjectValues },
  },
  actors: {
    // Replaced by the screen; the defaults refuse, so a forgotten provide shows up at once.
    checkName: fromPromise<{ hadSame: boolean }, CheckNameInput>(async () => {
      throw new Error('checkName is not provided');
    }),
    addSubject: fromPromise<void, AddSubjectInput>(async () => {
      throw new Error('addSubject is not provided');
    }),
  },
  guards: {
    hasName: ({ context }) => context.values.name.trim() !== '',
    hadSame: (_, params: { hadSame: boolean }) => params.hadSame,
  },
  actions: {
    keepValues: assign({
      values: ({ event }) => (event.type === 'form.submit' ? event.values : ({} as NewSubjectValues)),
      error: null,
    }),
    keepError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
  },
}).createMachine({
  id: 'addSubject',
  context: ({ input }) => ({ variant: input.variant, values: input.values, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': { target: 'debouncing', actions: 'keepValues' },
        'form.cancel': 'cancelled',
      },
    },
    debouncing: {
      after: {
        [CONFIRM_DEBOUNCE_MS]: [{ guard: 'hasName', target: 'checkingName' }, { target: 'confirming' }],
      },
      on: {
        // A second click inside the window restarts it, with the latest values.
        'form.submit': { target: 'debouncing', reenter: true, actions: 'keepValues' },
      },
    },
    checkingName: {
      invoke: {
        src: 'checkName',
        input: ({ context }) => ({ name: context.values.name.trim() }),
        onDone: [
          { guard: { type: 'hadSame', params: ({ event }) => event.output }, target: 'sameName' },
          { target: 'confirming' },
        ],
        onError: { target: 'editing', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sameName: {
      on: { 'sameName.return': 'editing', 'sameName.confirm': 'confirming' },
    },
    confirming: {
      on: { 'confirm.cancel': 'editing', 'confirm.accept': 'adding' },
    },
    adding: {
      invoke: {
        src: 'addSubject',
        input: ({ context }) => ({ variant: context.variant, values: context.values }),
        onDone: 'added',
        onError: { target: 'editing', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    added: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

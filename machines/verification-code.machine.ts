import { assign, fromPromise, setup } from 'xstate';

// Sending a verification code (spec 000 §2 screen 2: e-mail and phone changes; §8 "code sent").
// The server accepts one send per 60 s per user and purpose; the button mirrors that: disabled
// while sending, then a countdown, then enabled again. Pure: the call is provided with
// .provide({ actors: { sendCode } }) by the screen.

export const RESEND_INTERVAL_SECONDS = 60;

export type SendCodeInput = { target: string };
/** What the server answers to a send: when the next one is allowed. */
export type SendCodeOutput = { secondsUntilResend: number };
/** A refusal the machine understands: "too soon" carries the seconds the server still wants. */
export type SendCodeFailure = { message: string; retryAfterSeconds?: number | null };

export type VerificationCodeContext = {
  /** The address or number the last code went (or was meant) to. */
  target: string | null;
  secondsLeft: number;
  error: SendCodeFailure | null;
  /** Whether a code has gone out since the screen opened (the "code sent" message). */
  sent: boolean;
};

export type VerificationCodeEvent = { type: 'code.send'; target: string } | { type: 'code.dismissError' };

const asFailure = (error: unknown): SendCodeFailure => {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    const retry = 'retryAfterSeconds' in error ? error.retryAfterSeconds : null;
    return { message: error.message, retryAfterSeconds: typeof retry === 'number' ? retry : null };
  }
  return { message: String(error) };
};

export const verificationCodeMachine = setup({
  types: {
    context: {} as VerificationCodeContext,
    events: {} as VerificationCodeEvent,
  },
  actors: {
    // Replaced by the screen; the default refuses, so a forgotten provide shows up at once.
    sendCode: fromPromise<SendCodeOutput, SendCodeInput>(async () => {
      throw new Error('sendCode is not provided');
    }),
  },
  guards: {
    hasTarget: ({ event }) => event.type === 'code.send' && event.target.trim() !== '',
    lastSecond: ({ context }) => context.secondsLeft <= 1,
    serverWantsWait: ({ event }) => {
      const failure = asFailure((event as { error?: unknown }).error);
      return typeof failure.retryAfterSeconds === 'number' && failure.retryAfterSeconds > 0;
    },
  },
}).createMachine({
  id: 'verificationCode',
  context: { target: null, secondsLeft: 0, error: null, sent: false },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'code.send': {
          guard: 'hasTarget',
          target: 'sending',
          actions: assign({ target: ({ event }) => event.target.trim(), error: null }),
        },
        'code.dismissError': { actions: assign({ error: null }) },
      },
    },
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ target: context.target ?? '' }),
        onDone: {
          target: 'coolingDown',
          actions: assign({
            sent: true,
            secondsLeft: ({ event }) =>
              Math.max(1, Math.round(event.output.secondsUntilResend || RESEND_INTERVAL_SECONDS)),
          }),
        },
        onError: [
          {
            // "Too soon" (another tab, a reload): wait out what the server says is left.
            guard: 'serverWantsWait',
            target: 'coolingDown',
            actions: assign({
              error: ({ event }) => asFailure(event.error),
              secondsLeft: ({ event }) =>
                Math.round(asFailure(event.error).retryAfterSeconds ?? RESEND_INTERVAL_SECONDS),
            }),
          },
          { target: 'idle', actions: assign({ error: ({ event }) => asFailure(event.error) }) },
        ],
      },
    },
    coolingDown: {
      after: {
        1000: [
          { guard: 'lastSecond', target: 'idle', actions: assign({ secondsLeft: 0 }) },
          {
            target: 'coolingDown',
            reenter: true,
            actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
          },
        ],
      },
      on: { 'code.dismissError': { actions: assign({ error: null }) } },
    },
  },
});

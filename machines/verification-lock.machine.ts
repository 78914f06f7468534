import { assign, fromPromise, setup } from 'xstate';

// Spec 002 §4 "Verification lock" and §9: a contract line is locked until a verification code is
// confirmed; the unlock lasts 600 s and a code may be resent after 60 s. Both times live in local
// storage under the spec's keys so a reload keeps the countdown and the unlock. The token the
// server answers (the authenticate header of later contract calls) is stored beside them.

export const UNLOCK_PERIOD_SECONDS = 600;
export const RESEND_SECONDS = 60;

export type LockLine = 'hfs' | 'vrat';

/**
 * The local-storage keys. codeTime and contractTime are the spec's (epoch milliseconds of the
 * last send and of the unlock); token is ours: `<line>ContractToken`.
 */
export const LOCK_STORAGE_KEYS: Readonly<Record<LockLine, { codeTime: string; contractTime: string; token: string }>> =
  {
    hfs: { codeTime: 'hfsCodeTime', contractTime: 'hfsContractTime', token: 'hfsContractToken' },
    vrat: { codeTime: 'vratCodeTime', contractTime: 'vratContractTime', token: 'vratContractToken' },
  };

/** The part of Storage the lock uses (localStorage in the browser, a Map-backed fake in tests). */
export type LockStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const readTime = (storage: LockStorage | null, key: string): number | null => {
  const value = Number(storage?.getItem(key) ?? NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
};

/** What storage says about a line now: its token while the unlock lasts, and when a resend is allowed. */
export const readStoredLock = (
  storage: LockStorage | null,
  line: LockLine,
  now: number,
  periods: { unlockSeconds: number; resendSeconds: number } = {
    unlockSeconds: UNLOCK_PERIOD_SECONDS,
    resendSeconds: RESEND_SECONDS,
  },
): { token: string | null; unlockedUntil: number | null; resendAt: number | null } => {
  const keys = LOCK_STORAGE_KEYS[line];
  const contractTime = readTime(storage, keys.contractTime);
  const token = storage?.getItem(keys.token) ?? null;
  const unlockedUntil = contractTime === null ? null : contractTime + periods.unlockSeconds * 1000;
  const codeTime = readTime(storage, keys.codeTime);
  const resendAt = codeTime === null ? null : codeTime + periods.resendSeconds * 1000;
  const unlocked = token !== null && unlockedUntil !== null && unlockedUntil > now && contractTime! <= now;
  return {
    token: unlocked ? token : null,
    unlockedUntil: unlocked ? unlockedUntil : null,
    resendAt: resendAt !== null && resendAt > now ? resendAt : null,
  };
};

/** Forgets a line's unlock (the 412 answer, or the period's end); the resend countdown stays. */
export const clearStoredUnlock = (storage: LockStorage | null, line: LockLine) => {
  storage?.removeItem(LOCK_STORAGE_KEYS[line].contractTime);
  storage?.removeItem(LOCK_STORAGE_KEYS[line].token);
};

export type VerificationLockInput = {
  line: LockLine;
  storage: LockStorage | null;
  /** Epoch milliseconds; Date.now by default (fake timers move it in tests). */
  now?: () => number;
  unlockSeconds?: number;
  resendSeconds?: number;
};

/** A refusal the machine understands: "too soon" carries the seconds the server still wants. */
export type LockFailure = { message: string; retryAfterSeconds?: number | null };

export type VerificationLockContext = {
  line: LockLine;
  storage: LockStorage | null;
  now: () => number;
  unlockSeconds: number;
  resendSeconds: number;
  token: string | null;
  unlockedUntil: number | null;
  /** When another code may be sent (epoch ms), or null when it may be now. */
  resendAt: number | null;
  /** Whole seconds until a resend, for the button. */
  resendIn: number;
  /** Whole seconds of unlock left. */
  unlockLeft: number;
  error: LockFailure | null;
  /** Where the last code went ('sms' or 'email'), for the "code sent" line. */
  channel: string | null;
  /** The lock closed on an unlock that had been open (period over, or a 412). */
  relocked: boolean;
};

export type VerificationLockEvent =
  | { type: 'lock.send' }
  | { type: 'lock.check'; code: string }
  /** The server answered 412: the stored token is no good; lock again. */
  | { type: 'lock.relock' }
  | { type: 'lock.dismissError' };

const asFailure = (error: unknown): LockFailure => {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    const retry = 'retryAfterSeconds' in error ? error.retryAfterSeconds : null;
    return { message: error.message, retryAfterSeconds: typeof retry === 'number' ? retry : null };
  }
  return { message: String(error) };
};

const secondsUntil = (at: number | null, now: number) => (at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000)));

export const verificationLockMachine = setup({
  types: {
    context: {} as VerificationLockContext,
    events: {} as VerificationLockEvent,
    input: {} as VerificationLockInput,
  },
  actors: {
    // Replaced by the screen; the defaults refuse, so a forgotten provide shows up at once.
    sendCode: fromPromise<{ secondsUntilResend: number; channel?: string }, { line: LockLine }>(async () => {
      throw new Error('sendCode is not provided');
    }),
    checkCode: fromPromise<{ value: string }, { line: LockLine; code: string }>(async () => {
      throw new Error('checkCode is not provided');
    }),
  },
  guards: {
    storedUnlock: ({ context }) => context.token !== null,
    resendPending: ({ context }) => context.resendAt !== null && context.resendAt > context.now(),
    mayResend: ({ context }) => context.resendAt === null || context.resendAt <= context.now(),
    unlockOver: ({ context }) => context.unlockedUntil === null || context.unlockedUntil <= context.now(),
    hasCode: ({ event }) => event.type === 'lock.check' && event.code.trim() !== '',
    serverWantsWait: ({ event }) => {
      const failure = asFailure((event as { error?: unknown }).error);
      return typeof failure.retryAfterSeconds === 'number' && failure.retryAfterSeconds > 0;
    },
  },
  actions: {
    tick: assign(({ context }) => ({
      resendIn: secondsUntil(context.resendAt, context.now()),
      unlockLeft: secondsUntil(context.unlockedUntil, context.now()),
    })),
    forgetUnlock: assign(({ context }) => {
      clearStoredUnlock(context.storage, context.line);
      return { token: null, unlockedUntil: null, unlockLeft: 0, relocked: true };
    }),
  },
  delays: {
    unlockTick: ({ context }) => Math.min(1000, Math.max(0, (context.unlockedUntil ?? 0) - context.now())),
  },
}).createMachine({
  id: 'verificationLock',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    const unlockSeconds = input.unlockSeconds ?? UNLOCK_PERIOD_SECONDS;
    const resendSeconds = input.resendSeconds ?? RESEND_SECONDS;
    const stored = readStoredLock(input.storage, input.line, now(), { unlockSeconds, resendSeconds });
    // A stale unlock (period over) must not linger for another tab or the header to pick up.
    if (!stored.token) clearStoredUnlock(input.storage, input.line);
    return {
      line: input.line,
      storage: input.storage,
      now,
      unlockSeconds,
      resendSeconds,
      ...stored,
      resendIn: secondsUntil(stored.resendAt, now()),
      unlockLeft: secondsUntil(stored.unlockedUntil, now()),
      error: null,
      channel: null,
      relocked: false,
    };
  },
  initial: 'restoring',
  on: {
    'lock.relock': { target: '.locked', actions: 'forgetUnlock' },
    'lock.dismissError': { actions: assign({ error: null }) },
  },
  states: {
    restoring: {
      always: [
        { guard: 'storedUnlock', target: 'unlocked' },
        { guard: 'resendPending', target: 'codeSent' },
        { target: 'locked' },
      ],
    },
    locked: {
      // Still counts down a resend wait carried over from a send (or a reload) before the lock.
      after: { 1000: { target: 'locked', reenter: true, actions: 'tick' } },
      on: {
        'lock.send': { guard: 'mayResend', target: 'sending', actions: assign({ error: null }) },
        // A code sent before a reload is still good for a while: it may be entered without a resend.
        'lock.check': { guard: 'hasCode', target: 'checking', actions: assign({ error: null }) },
      },
    },
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ line: context.line }),
        onDone: {
          target: 'codeSent',
          actions: assign(({ context, event }) => {
            const sentAt = context.now();
            context.storage?.setItem(LOCK_STORAGE_KEYS[context.line].codeTime, String(sentAt));
            const seconds = Math.max(1, Math.round(event.output.secondsUntilResend || context.resendSeconds));
            return {
              resendAt: sentAt + seconds * 1000,
              resendIn: seconds,
              channel: event.output.channel ?? null,
              relocked: false,
            };
          }),
        },
        onError: [
          {
            // "Too soon" (another tab, a reload that lost the time): wait out what the server says.
            guard: 'serverWantsWait',
            target: 'codeSent',
            actions: assign(({ context, event }) => {
              const seconds = Math.round(asFailure(event.error).retryAfterSeconds ?? context.resendSeconds);
              return { error: asFailure(event.error), resendAt: context.now() + seconds * 1000, resendIn: seconds };
            }),
          },
          { target: 'locked', actions: assign({ error: ({ event }) => asFailure(event.error) }) },
        ],
      },
    },
    codeSent: {
      after: { 1000: { target: 'codeSent', reenter: true, actions: 'tick' } },
      on: {
        'lock.send': { guard: 'mayResend', target: 'sending', actions: assign({ error: null }) },
        'lock.check': { guard: 'hasCode', target: 'checking', actions: assign({ error: null }) },
      },
    },
    checking: {
      invoke: {
        src: 'checkCode',
        input: ({ context, event }) => ({
          line: context.line,
          code: event.type === 'lock.check' ? event.code.trim() : '',
        }),
        onDone: {
          target: 'unlocked',
          actions: assign(({ context, event }) => {
            const at = context.now();
            const keys = LOCK_STORAGE_KEYS[context.line];
            context.storage?.setItem(keys.contractTime, String(at));
            context.storage?.setItem(keys.token, event.output.value);
            return {
              token: event.output.value,
              unlockedUntil: at + context.unlockSeconds * 1000,
              unlockLeft: context.unlockSeconds,
            };
          }),
        },
        onError: {
          target: 'codeSent',
          actions: assign(({ context, event }) => ({
            error: asFailure(event.error),
            resendIn: secondsUntil(context.resendAt, context.now()),
          })),
        },
      },
    },
    unlocked: {
      // One timer: a second's tick, or less when the period ends sooner, then the end is checked.
      after: {
        unlockTick: [
          { guard: 'unlockOver', target: 'locked', actions: 'forgetUnlock' },
          { target: 'unlocked', reenter: true, actions: 'tick' },
        ],
      },
    },
  },
});

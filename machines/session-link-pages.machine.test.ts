import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type CallbackResult, type SessionUser } from './session.machine';

const never = <T>() => new Promise<T>(() => {});

describe('session machine on the pages an e-mailed link opens', () => {
  it.each(['/account/activate?token=abc&culture=en', '/account/email?token=abc'])(
    'starts signed out on %s instead of sending the visitor to sign in',
    (location) => {
      const signIn = vi.fn(() => never<void>());
      const session = createActor(
        sessionMachine.provide({
          actors: {
            loadUser: fromPromise(async (): Promise<SessionUser | null> => null),
            signIn: fromPromise(signIn),
            handleCallback: fromPromise(() => never<CallbackResult>()),
            renew: fromPromise(() => never<SessionUser>()),
            signOut: fromPromise(() => never<void>()),
          },
        }),
        { input: { location } },
      ).start();
      expect(session.getSnapshot().value).toBe('signedOut');
      expect(signIn).not.toHaveBeenCalled();
    },
  );
});

import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type CallbackResult, type SessionUser } from '../../../machines/session.machine';

const never = <T>() => new Promise<T>(() => {});

type TestSession = {
  /** The page the session starts on. */
  location: string;
  /** Who is signed in already (null: nobody). */
  user?: SessionUser | null;
  /** What the sign-in callback answers; pending for ever when not given. */
  callback?: CallbackResult;
  /** What signing out does; pending for ever when not given. */
  signOut?: () => Promise<void>;
};

/**
 * A started session machine for component tests, with its provider calls answered from memory:
 * signing in and renewing never finish, so a test sees only what it set up.
 */
export const testSessionActor = ({ location, user = null, callback, signOut }: TestSession) =>
  createActor(
    sessionMachine.provide({
      actors: {
        loadUser: fromPromise(async (): Promise<SessionUser | null> => user),
        signIn: fromPromise(() => never<void>()),
        handleCallback: fromPromise(async (): Promise<CallbackResult> => callback ?? never<CallbackResult>()),
        renew: fromPromise(() => never<SessionUser>()),
        signOut: fromPromise(signOut ?? (() => never<void>())),
      },
    }),
    { input: { location } },
  ).start();

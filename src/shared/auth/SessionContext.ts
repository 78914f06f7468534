import { createContext } from 'react';
import type { Actor } from 'xstate';
import type { sessionMachine } from '../../../machines/session.machine';

export type SessionValue = {
  actor: Actor<typeof sessionMachine>;
  /** The current access token, or null when signed out. */
  /** The current access token, read at the moment of each request (it changes on renewal). */
  accessToken: () => string | null;
  /** Renews the tokens (after a 401); resolves once renewed or once a new sign-in has begun. */
  refresh: () => Promise<void>;
};

export const SessionContext = createContext<SessionValue | null>(null);

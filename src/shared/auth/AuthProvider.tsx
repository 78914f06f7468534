import type { ReactNode } from 'react';
import { SessionContext, type SessionValue } from './SessionContext';

type AuthProviderProps = {
  /** From createSession(), started once per page load. */
  session: SessionValue;
  children: ReactNode;
};

export const AuthProvider = ({ session, children }: AuthProviderProps) => (
  <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
);

import { useSelector } from '@xstate/react';
import { useContext } from 'react';
import { SessionContext } from './SessionContext';

export type SessionStatus =
  | 'starting'
  | 'booting'
  | 'signingIn'
  | 'handlingCallback'
  | 'signedIn'
  | 'renewing'
  | 'signingOut'
  | 'signedOut'
  | 'failed';

export const useSession = () => {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside AuthProvider');
  const { actor } = value;
  const status = useSelector(actor, (s) => s.value as SessionStatus);
  const user = useSelector(actor, (s) => s.context.user);
  const returnTo = useSelector(actor, (s) => s.context.returnTo);
  const error = useSelector(actor, (s) => s.context.error);
  return {
    status,
    user,
    returnTo,
    error,
    signIn: (to: string) => actor.send({ type: 'session.signIn', returnTo: to }),
    signOut: () => actor.send({ type: 'session.signOut' }),
  };
};

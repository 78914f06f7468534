import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { fromPromise } from 'xstate';
import { verificationLockMachine, type LockLine } from '../../../../machines/verification-lock.machine';
import { CheckContractCodeDocument, SendContractCodeDocument } from '../../../generated/graphql';
import { contractUnlockStore } from '../../../shared/auth/contractUnlockStore';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { toSendCodeFailure } from '../../../shared/verification/toSendCodeFailure';

/**
 * One line's verification lock: the machine (machines/verificationLock) with the two calls
 * provided, fed the relocks the GraphQL client reports on a 412.
 */
export const useVerificationLock = (line: LockLine, periods: { unlockSeconds: number; resendSeconds: number }) => {
  const { t } = useTranslation('contract-lock');
  const toasts = useErrorToasts();
  const [, sendCode] = useMutation(SendContractCodeDocument);
  const [, checkCode] = useMutation(CheckContractCodeDocument);
  // The machine is made once; the latest call functions and words are read when an actor starts.
  const calls = useRef({ sendCode, checkCode, t, toasts });
  useEffect(() => {
    calls.current = { sendCode, checkCode, t, toasts };
  }, [sendCode, checkCode, t, toasts]);

  const actor = useActorRef(
    verificationLockMachine.provide({
      actors: {
        sendCode: fromPromise<{ secondsUntilResend: number; channel?: string }, { line: LockLine }>(async () => {
          const { sendCode: send, t: tr, toasts: toast } = calls.current;
          const result = await send({ line }, NO_ERROR_TOAST);
          if (result.error || !result.data) throw toSendCodeFailure(result.error, tr('send-failed'));
          const sent = result.data.sendContractCode;
          toast.showSuccess(tr('sent'));
          return { secondsUntilResend: sent.secondsUntilResend, channel: sent.channel };
        }),
        checkCode: fromPromise<{ value: string }, { line: LockLine; code: string }>(async ({ input }) => {
          const { checkCode: check, t: tr } = calls.current;
          const result = await check({ line, code: input.code }, NO_ERROR_TOAST);
          if (result.error || !result.data) throw toSendCodeFailure(result.error, tr('check-failed'));
          return result.data.checkContractCode;
        }),
      },
    }),
    { input: { line, storage: contractUnlockStore.storage, ...periods } },
  );

  useEffect(
    () =>
      contractUnlockStore.subscribe((locked) => {
        if (locked === line) actor.send({ type: 'lock.relock' });
      }),
    [actor, line],
  );

  const state = useSelector(
    actor,
    (s) => ({
      unlocked: s.matches('unlocked'),
      sending: s.matches('sending'),
      checking: s.matches('checking'),
      codeSent: s.matches('codeSent'),
      resendIn: s.context.resendIn,
      channel: s.context.channel,
      relocked: s.context.relocked,
      error: s.context.error,
    }),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  return { actor, ...state };
};

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  verificationCodeMachine,
  type SendCodeInput,
  type SendCodeOutput,
} from '../../../machines/verification-code.machine';

/**
 * "Send code", then the countdown before it may be sent again (machines/verification-code): the
 * state every send-code button shows. `onSend` rejects with a SendCodeFailure.
 */
export const useSendCode = (target: string, onSend: (target: string) => Promise<SendCodeOutput>) => {
  // The machine is made once; the latest handler is read when a send starts.
  const onSendRef = useRef(onSend);
  useEffect(() => {
    onSendRef.current = onSend;
  }, [onSend]);
  const actor = useActorRef(
    verificationCodeMachine.provide({
      actors: { sendCode: fromPromise(({ input }: { input: SendCodeInput }) => onSendRef.current(input.target)) },
    }),
  );
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const secondsLeft = useSelector(actor, (s) => (s.matches('coolingDown') ? s.context.secondsLeft : 0));
  const sent = useSelector(actor, (s) => s.context.sent);
  const canSend = useSelector(actor, (s) => s.can({ type: 'code.send', target }));
  const send = () => actor.send({ type: 'code.send', target });
  return { sending, secondsLeft, sent, canSend, send };
};

import { Button } from '@blueprintjs/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  verificationCodeMachine,
  type SendCodeInput,
  type SendCodeOutput,
} from '../../../../machines/verification-code.machine';

type SendRegisterCodeButtonProps = {
  guardianId: string;
  /** Sends the code; rejects with a SendCodeFailure (the server's "too soon" carries the seconds left). */
  onSend: (guardianId: string) => Promise<SendCodeOutput>;
};

/** Spec 000 §7 sendRegisterCode: the button, then a 60 s countdown (machines/verification-code). */
export const SendRegisterCodeButton = ({ guardianId, onSend }: SendRegisterCodeButtonProps) => {
  const { t } = useTranslation('guardians');
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
  const canSend = useSelector(actor, (s) => s.can({ type: 'code.send', target: guardianId }));
  return (
    <Button
      icon="mobile-phone"
      loading={sending}
      disabled={!canSend}
      text={secondsLeft > 0 ? t('detail.resend-in', { seconds: secondsLeft }) : t('detail.send-code')}
      onClick={() => actor.send({ type: 'code.send', target: guardianId })}
    />
  );
};

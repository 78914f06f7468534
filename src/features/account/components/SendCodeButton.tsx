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

type SendCodeButtonProps = {
  /** The address or number to send to; the button is disabled while it is empty. */
  target: string;
  disabled?: boolean;
  /** Sends the code; rejects with a SendCodeFailure. */
  onSend: (target: string) => Promise<SendCodeOutput>;
};

/** "Send code", then a 60 s countdown before it can be pressed again (machines/verification-code). */
export const SendCodeButton = ({ target, disabled = false, onSend }: SendCodeButtonProps) => {
  const { t } = useTranslation('account');
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

  const text =
    secondsLeft > 0
      ? t('settings.code.resend-in', { seconds: secondsLeft })
      : sent
        ? t('settings.code.resend')
        : t('settings.code.send');
  return (
    <Button
      text={text}
      loading={sending}
      disabled={disabled || !canSend}
      onClick={() => actor.send({ type: 'code.send', target })}
    />
  );
};

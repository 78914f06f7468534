import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SendCodeOutput } from '../../../../machines/verification-code.machine';
import { useSendCode } from '../../../shared/verification/useSendCode';

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
  const { sending, secondsLeft, sent, canSend, send } = useSendCode(target, onSend);
  const text =
    secondsLeft > 0
      ? t('settings.code.resend-in', { seconds: secondsLeft })
      : sent
        ? t('settings.code.resend')
        : t('settings.code.send');
  return <Button text={text} loading={sending} disabled={disabled || !canSend} onClick={send} />;
};

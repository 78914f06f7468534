import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SendCodeOutput } from '../../../../machines/verification-code.machine';
import { useSendCode } from '../../../shared/verification/useSendCode';

type SendRegisterCodeButtonProps = {
  guardianId: string;
  /** Sends the code; rejects with a SendCodeFailure (the server's "too soon" carries the seconds left). */
  onSend: (guardianId: string) => Promise<SendCodeOutput>;
};

/** Spec 000 §7 sendRegisterCode: the button, then a 60 s countdown (machines/verification-code). */
export const SendRegisterCodeButton = ({ guardianId, onSend }: SendRegisterCodeButtonProps) => {
  const { t } = useTranslation('guardians');
  const { sending, secondsLeft, canSend, send } = useSendCode(guardianId, onSend);
  return (
    <Button
      icon="mobile-phone"
      loading={sending}
      disabled={!canSend}
      text={secondsLeft > 0 ? t('detail.resend-in', { seconds: secondsLeft }) : t('detail.send-code')}
      onClick={send}
    />
  );
};

import { Button, ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendCodeOutput } from '../../../../machines/verification-code.machine';
import { SendCodeButton } from './SendCodeButton';

type VerificationCodeFormProps = {
  maxWidth: number;
  /** The label of the new address or number, and the id of its input. */
  targetLabel: string;
  targetId: string;
  /** The new address or number as typed; the code is sent to it. */
  target: string;
  /** The inputs of the new address or number, shown before the "send code" button. */
  children: ReactNode;
  codeId: string;
  confirmText: string;
  confirming: boolean;
  onSendCode: (target: string) => Promise<SendCodeOutput>;
  /** Resolves true when the change was made; the code is then cleared. */
  onConfirm: (code: string) => Promise<boolean>;
};

/** The new address or number, "send code" with its countdown, the code received and the confirm button. */
export const VerificationCodeForm = ({
  maxWidth,
  targetLabel,
  targetId,
  target,
  children,
  codeId,
  confirmText,
  confirming,
  onSendCode,
  onConfirm,
}: VerificationCodeFormProps) => {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');

  const handleConfirm = async () => {
    if (await onConfirm(code.trim())) setCode('');
  };

  return (
    <form
      style={{ maxWidth }}
      onSubmit={(event) => {
        event.preventDefault();
        void handleConfirm();
      }}
    >
      <FormGroup label={targetLabel} labelFor={targetId}>
        <ControlGroup fill>
          {children}
          <SendCodeButton target={target} onSend={onSendCode} />
        </ControlGroup>
      </FormGroup>
      <FormGroup label={t('settings.code.label')} labelFor={codeId}>
        <InputGroup
          id={codeId}
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          onValueChange={setCode}
        />
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        text={confirmText}
        loading={confirming}
        disabled={!target.trim() || code.trim().length !== 6}
      />
    </form>
  );
};

import { InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendCodeOutput } from '../../../../machines/verification-code.machine';
import { ContactChangeSection } from './ContactChangeSection';

type EmailSectionProps = {
  email: string | null;
  readOnly: boolean;
  confirming: boolean;
  onSendCode: (email: string) => Promise<SendCodeOutput>;
  /** Resolves true when the address was changed. */
  onConfirm: (email: string, code: string) => Promise<boolean>;
};

/** The e-mail address, changed with a code sent to the new one. */
export const EmailSection = ({ email, readOnly, confirming, onSendCode, onConfirm }: EmailSectionProps) => {
  const { t } = useTranslation('account');
  const [newEmail, setNewEmail] = useState('');

  const handleConfirm = async (code: string) => {
    const changed = await onConfirm(newEmail.trim(), code);
    if (changed) setNewEmail('');
    return changed;
  };

  return (
    <ContactChangeSection
      kind="email"
      icon="envelope"
      current={<span data-testid="current-email">{email || t('settings.none')}</span>}
      readOnly={readOnly}
      confirming={confirming}
      maxWidth={420}
      target={newEmail}
      onSendCode={onSendCode}
      onConfirm={handleConfirm}
    >
      <InputGroup
        id="account-new-email"
        type="email"
        value={newEmail}
        autoComplete="email"
        onValueChange={setNewEmail}
      />
    </ContactChangeSection>
  );
};

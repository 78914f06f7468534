import { FormGroup, InputGroup, Section, SectionCard } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendCodeOutput } from '../../../../machines/verification-code.machine';
import { VerificationCodeForm } from './VerificationCodeForm';

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
    <Section title={t('settings.email.title')} icon="envelope" className="atrium-block">
      <SectionCard>
        <FormGroup label={t('settings.email.current')}>
          <span data-testid="current-email">{email || t('settings.none')}</span>
        </FormGroup>
        {!readOnly && (
          <VerificationCodeForm
            maxWidth={420}
            targetLabel={t('settings.email.new')}
            targetId="account-new-email"
            target={newEmail}
            codeId="account-email-code"
            confirmText={t('settings.email.confirm')}
            confirming={confirming}
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
          </VerificationCodeForm>
        )}
      </SectionCard>
    </Section>
  );
};

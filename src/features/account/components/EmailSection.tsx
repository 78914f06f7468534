import { Button, ControlGroup, FormGroup, InputGroup, Section, SectionCard } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendCodeOutput } from '../../../../machines/verification-code.machine';
import { SendCodeButton } from './SendCodeButton';

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
  const [code, setCode] = useState('');

  const handleConfirm = async () => {
    if (await onConfirm(newEmail.trim(), code.trim())) {
      setNewEmail('');
      setCode('');
    }
  };

  return (
    <Section title={t('settings.email.title')} icon="envelope" className="atrium-block">
      <SectionCard>
        <FormGroup label={t('settings.email.current')}>
          <span data-testid="current-email">{email || t('settings.none')}</span>
        </FormGroup>
        {!readOnly && (
          <form
            style={{ maxWidth: 420 }}
            onSubmit={(event) => {
              event.preventDefault();
              void handleConfirm();
            }}
          >
            <FormGroup label={t('settings.email.new')} labelFor="account-new-email">
              <ControlGroup fill>
                <InputGroup
                  id="account-new-email"
                  type="email"
                  value={newEmail}
                  autoComplete="email"
                  onValueChange={setNewEmail}
                />
                <SendCodeButton target={newEmail} onSend={onSendCode} />
              </ControlGroup>
            </FormGroup>
            <FormGroup label={t('settings.code.label')} labelFor="account-email-code">
              <InputGroup
                id="account-email-code"
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
              text={t('settings.email.confirm')}
              loading={confirming}
              disabled={!newEmail.trim() || code.trim().length !== 6}
            />
          </form>
        )}
      </SectionCard>
    </Section>
  );
};

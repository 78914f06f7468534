import { Button, ControlGroup, FormGroup, HTMLSelect, InputGroup, Section, SectionCard } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendCodeOutput } from '../../../../machines/verification-code.machine';
import { SendCodeButton } from './SendCodeButton';

// Spec 000 §1: the phone prefixes offered, in the spec's order.
export const PHONE_PREFIXES = [
  { code: '86', key: 'china' },
  { code: '972', key: 'israel' },
  { code: '52', key: 'mexico' },
  { code: '1', key: 'us-canada' },
  { code: '34', key: 'spain' },
  { code: '506', key: 'costa-rica' },
  { code: '886', key: 'taiwan' },
  { code: '852', key: 'hong-kong' },
] as const;

type PhoneSectionProps = {
  countryCode: string | null;
  phoneNumber: string | null;
  readOnly: boolean;
  confirming: boolean;
  onSendCode: (countryCode: string, phone: string) => Promise<SendCodeOutput>;
  onConfirm: (countryCode: string, phone: string, code: string) => Promise<boolean>;
};

/** The phone number, changed with a code sent by SMS to the new one. */
export const PhoneSection = ({
  countryCode,
  phoneNumber,
  readOnly,
  confirming,
  onSendCode,
  onConfirm,
}: PhoneSectionProps) => {
  const { t } = useTranslation('account');
  const [prefix, setPrefix] = useState<string>('86');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');

  const handleConfirm = async () => {
    if (await onConfirm(prefix, phone.trim(), code.trim())) {
      setPhone('');
      setCode('');
    }
  };

  return (
    <Section title={t('settings.phone.title')} icon="mobile-phone" className="atrium-block">
      <SectionCard>
        <FormGroup label={t('settings.phone.current')}>
          <span>{phoneNumber ? `+${countryCode ?? ''} ${phoneNumber}` : t('settings.none')}</span>
        </FormGroup>
        {!readOnly && (
          <form
            style={{ maxWidth: 520 }}
            onSubmit={(event) => {
              event.preventDefault();
              void handleConfirm();
            }}
          >
            <FormGroup label={t('settings.phone.new')} labelFor="account-new-phone">
              <ControlGroup fill>
                <HTMLSelect
                  aria-label={t('settings.phone.prefix')}
                  value={prefix}
                  onChange={(event) => setPrefix(event.currentTarget.value)}
                  options={PHONE_PREFIXES.map(({ code: value, key }) => ({
                    value,
                    label: `+${value} ${t(`settings.phone.country.${key}`)}`,
                  }))}
                />
                <InputGroup
                  id="account-new-phone"
                  type="tel"
                  value={phone}
                  autoComplete="tel-national"
                  onValueChange={setPhone}
                />
                <SendCodeButton target={phone} onSend={(target) => onSendCode(prefix, target)} />
              </ControlGroup>
            </FormGroup>
            <FormGroup label={t('settings.code.label')} labelFor="account-phone-code">
              <InputGroup
                id="account-phone-code"
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
              text={t('settings.phone.confirm')}
              loading={confirming}
              disabled={!phone.trim() || code.trim().length !== 6}
            />
          </form>
        )}
      </SectionCard>
    </Section>
  );
};

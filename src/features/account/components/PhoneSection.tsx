import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendCodeOutput } from '../../../../machines/verification-code.machine';
import { ContactChangeSection } from './ContactChangeSection';

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

  const handleConfirm = async (code: string) => {
    const changed = await onConfirm(prefix, phone.trim(), code);
    if (changed) setPhone('');
    return changed;
  };

  return (
    <ContactChangeSection
      kind="phone"
      icon="mobile-phone"
      current={<span>{phoneNumber ? `+${countryCode ?? ''} ${phoneNumber}` : t('settings.none')}</span>}
      readOnly={readOnly}
      confirming={confirming}
      maxWidth={520}
      target={phone}
      onSendCode={(target) => onSendCode(prefix, target)}
      onConfirm={handleConfirm}
    >
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
    </ContactChangeSection>
  );
};

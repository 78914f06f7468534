import { FormGroup, Section, SectionCard, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendCodeOutput } from '../../../../machines/verification-code.machine';
import { VerificationCodeForm } from './VerificationCodeForm';
import { PanelTitle } from '../../../shared/ui/SectionTitle';

type ContactChangeSectionProps = {
  /** Which contact: its texts are settings.<kind>.*, its inputs' ids account-new-<kind> and account-<kind>-code. */
  kind: 'email' | 'phone';
  icon: IconName;
  /** The current address or number as shown. */
  current: ReactNode;
  readOnly: boolean;
  confirming: boolean;
  maxWidth: number;
  /** The new address or number as typed. */
  target: string;
  onSendCode: (target: string) => Promise<SendCodeOutput>;
  /** Resolves true when the contact was changed. */
  onConfirm: (code: string) => Promise<boolean>;
  /** The inputs of the new address or number (the first one with the id account-new-<kind>). */
  children: ReactNode;
};

/** An e-mail address or phone number, changed with a code sent to the new one; read-only shows only the current one. */
export const ContactChangeSection = ({
  kind,
  icon,
  current,
  readOnly,
  confirming,
  maxWidth,
  target,
  onSendCode,
  onConfirm,
  children,
}: ContactChangeSectionProps) => {
  const { t } = useTranslation('account');
  return (
    <Section titleRenderer={PanelTitle} title={t(`settings.${kind}.title`)} icon={icon} className="atrium-block">
      <SectionCard>
        <FormGroup label={t(`settings.${kind}.current`)}>{current}</FormGroup>
        {!readOnly && (
          <VerificationCodeForm
            maxWidth={maxWidth}
            targetLabel={t(`settings.${kind}.new`)}
            targetId={`account-new-${kind}`}
            target={target}
            codeId={`account-${kind}-code`}
            confirmText={t(`settings.${kind}.confirm`)}
            confirming={confirming}
            onSendCode={onSendCode}
            onConfirm={onConfirm}
          >
            {children}
          </VerificationCodeForm>
        )}
      </SectionCard>
    </Section>
  );
};

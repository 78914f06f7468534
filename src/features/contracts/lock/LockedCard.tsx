import { Button, Callout, Card, FormGroup, Icon, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockFailure, LockLine } from '../../../../machines/verification-lock.machine';
import { SectionTitle } from '../../../shared/ui/SectionTitle';

type LockedCardProps = {
  line: LockLine;
  unlockMinutes: number;
  sending: boolean;
  checking: boolean;
  /** Seconds before another code may be sent; 0 when it may be now. */
  resendIn: number;
  /** A code has gone out since the lock opened (or within the resend period before a reload). */
  codeSent: boolean;
  channel: string | null;
  relocked: boolean;
  error: LockFailure | null;
  onSend: () => void;
  onCheck: (code: string) => void;
};

/** Spec 002 §2 item 6: the locked state, which needs a verification code. */
export const LockedCard = (props: LockedCardProps) => {
  const { t } = useTranslation('contract-lock');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && !code.trim();
  const line = t(`line.${props.line}`);
  const sendText =
    props.resendIn > 0 ? t('resend-in', { seconds: props.resendIn }) : props.codeSent ? t('resend') : t('send');
  const inputId = `contract-lock-code-${props.line}`;

  return (
    <Card
      className="contract-lock"
      style={{ maxWidth: 520, margin: '48px auto' }}
      data-testid={`contract-lock-${props.line}`}
    >
      <SectionTitle>
        <Icon icon="lock" style={{ marginRight: 8 }} />
        {t('title', { line })}
      </SectionTitle>
      <p>{t('description', { minutes: props.unlockMinutes })}</p>
      {props.relocked && (
        <Callout intent="warning" style={{ marginBottom: 12 }}>
          {t('relocked')}
        </Callout>
      )}
      {props.error && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 12 }}>
          {props.error.message}
        </Callout>
      )}
      {props.codeSent && props.channel && !props.error && (
        <Callout intent="success" style={{ marginBottom: 12 }}>
          {t(`sent-to.${props.channel === 'sms' ? 'sms' : 'email'}`)}
        </Callout>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (code.trim()) props.onCheck(code.trim());
        }}
      >
        <FormGroup
          label={t('code')}
          labelFor={inputId}
          labelInfo="*"
          intent={missing ? 'danger' : 'none'}
          helperText={missing ? t('code-required') : undefined}
        >
          <div style={{ display: 'flex', gap: 8 }}>
            <InputGroup
              id={inputId}
              value={code}
              placeholder={t('code-placeholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              intent={missing ? 'danger' : 'none'}
              onValueChange={setCode}
              fill
            />
            <Button
              text={sendText}
              loading={props.sending}
              disabled={props.resendIn > 0 || props.checking}
              style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              onClick={() => {
                setTouched(false);
                props.onSend();
              }}
            />
          </div>
        </FormGroup>
        <Button type="submit" intent="primary" icon="unlock" text={t('confirm')} loading={props.checking} />
      </form>
    </Card>
  );
};

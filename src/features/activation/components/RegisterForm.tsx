import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type RegisterFormProps = {
  suggestedUserName: string;
  busy: boolean;
  failure: string | null;
  onSubmit: (userName: string, password: string) => void;
};

/** A new account chooses its user name and password (newUser, needRegister). */
export const RegisterForm = ({ suggestedUserName, busy, failure, onSubmit }: RegisterFormProps) => {
  const { t } = useTranslation('activation');
  const [userName, setUserName] = useState(suggestedUserName);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const mismatch = repeat !== password ? t('register.mismatch') : null;
  const missing = !userName.trim() || !password ? t('register.missing') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (mismatch || missing || busy) return;
    onSubmit(userName.trim(), password);
  };
  return (
    <form onSubmit={submit} noValidate>
      {failure && (
        <Callout intent="danger" role="alert" compact>
          {failure}
        </Callout>
      )}
      <FormGroup
        label={t('register.user-name')}
        labelFor="activation-user-name"
        helperText={t('register.user-name-help')}
      >
        <InputGroup id="activation-user-name" autoComplete="username" value={userName} onValueChange={setUserName} />
      </FormGroup>
      <FormGroup label={t('register.password')} labelFor="activation-password" helperText={t('register.password-help')}>
        <InputGroup
          id="activation-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
        />
      </FormGroup>
      <FormGroup
        label={t('register.repeat')}
        labelFor="activation-repeat"
        intent={touched && (mismatch ?? missing) ? 'danger' : 'none'}
        helperText={touched ? (mismatch ?? missing) : null}
      >
        <InputGroup
          id="activation-repeat"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onValueChange={setRepeat}
        />
      </FormGroup>
      <Button type="submit" intent="primary" fill loading={busy} text={t('register.submit')} />
    </form>
  );
};

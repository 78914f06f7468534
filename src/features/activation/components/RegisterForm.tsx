import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/ui/PasswordField';

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
      <PasswordField
        id="activation-password"
        label={t('register.password')}
        autoComplete="new-password"
        hint={t('register.password-help')}
        value={password}
        onChange={setPassword}
      />
      <PasswordField
        id="activation-repeat"
        label={t('register.repeat')}
        autoComplete="new-password"
        problem={touched ? (mismatch ?? missing) : null}
        value={repeat}
        onChange={setRepeat}
      />
      <Button type="submit" intent="primary" fill loading={busy} text={t('register.submit')} />
    </form>
  );
};

import { Button, FormGroup, InputGroup, Section, SectionCard } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type PasswordSectionProps = {
  saving: boolean;
  /** Resolves true when the password was changed. */
  onChange: (currentPassword: string, newPassword: string) => Promise<boolean>;
};

/** The password, changed with the current one. Its rule is the server's; the hint says it. */
export const PasswordSection = ({ saving, onChange }: PasswordSectionProps) => {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const mismatch = repeat !== '' && repeat !== next;

  const handleSubmit = async () => {
    if (await onChange(current, next)) {
      setCurrent('');
      setNext('');
      setRepeat('');
    }
  };

  return (
    <div id="account-password">
      <Section title={t('settings.password.title')} icon="key" className="atrium-block">
        <SectionCard>
          <form
            style={{ maxWidth: 420 }}
            onSubmit={(event) => {
              event.preventDefault();
              if (!mismatch) void handleSubmit();
            }}
          >
            <FormGroup label={t('settings.password.current')} labelFor="account-current-password">
              <InputGroup
                id="account-current-password"
                type="password"
                autoComplete="current-password"
                value={current}
                onValueChange={setCurrent}
              />
            </FormGroup>
            <FormGroup
              label={t('settings.password.new')}
              labelFor="account-new-password"
              helperText={t('settings.password.rule')}
            >
              <InputGroup
                id="account-new-password"
                type="password"
                autoComplete="new-password"
                value={next}
                onValueChange={setNext}
              />
            </FormGroup>
            <FormGroup
              label={t('settings.password.repeat')}
              labelFor="account-repeat-password"
              intent={mismatch ? 'danger' : 'none'}
              helperText={mismatch ? t('settings.password.mismatch') : undefined}
            >
              <InputGroup
                id="account-repeat-password"
                type="password"
                autoComplete="new-password"
                value={repeat}
                intent={mismatch ? 'danger' : 'none'}
                onValueChange={setRepeat}
              />
            </FormGroup>
            <Button
              type="submit"
              intent="primary"
              text={t('settings.password.save')}
              loading={saving}
              disabled={!current || !next || repeat !== next}
            />
          </form>
        </SectionCard>
      </Section>
    </div>
  );
};

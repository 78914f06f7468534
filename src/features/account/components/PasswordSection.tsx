import { Button, Section, SectionCard } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { PanelTitle } from '../../../shared/ui/SectionTitle';

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
      <Section titleRenderer={PanelTitle} title={t('settings.password.title')} icon="key" className="atrium-block">
        <SectionCard>
          <form
            style={{ maxWidth: 420 }}
            onSubmit={(event) => {
              event.preventDefault();
              if (!mismatch) void handleSubmit();
            }}
          >
            <PasswordField
              id="account-current-password"
              label={t('settings.password.current')}
              autoComplete="current-password"
              value={current}
              onChange={setCurrent}
            />
            <PasswordField
              id="account-new-password"
              label={t('settings.password.new')}
              autoComplete="new-password"
              hint={t('settings.password.rule')}
              value={next}
              onChange={setNext}
            />
            <PasswordField
              id="account-repeat-password"
              label={t('settings.password.repeat')}
              autoComplete="new-password"
              problem={mismatch ? t('settings.password.mismatch') : null}
              markInput
              value={repeat}
              onChange={setRepeat}
            />
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

import { Button, FormGroup, HTMLSelect, InputGroup, Section, SectionCard } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { genderLabel } from '../../../shared/i18n/genderLabel';
import { DateField, type DateFieldState } from '../../../shared/ui/DateField';
import { PanelTitle } from '../../../shared/ui/SectionTitle';

// Spec 000 §3: Unknown, Male, Female, Others.
const GENDERS = ['Male', 'Female', 'Others', 'Unknown'] as const;

export type ProfileValues = { name: string; gender: string; birthday: string | null };

type ProfileSectionProps = {
  profile: ProfileValues & { userName: string };
  /** The photo with its controls (ProfilePhoto). */
  photo: ReactNode;
  readOnly: boolean;
  saving: boolean;
  onSave: (values: ProfileValues) => void;
};

// Birthdays cannot be in the future (spec 000 §5, the same rule as for children).
const today = () => new Date().toISOString().slice(0, 10);

/** Photo, name, gender and birthday. */
export const ProfileSection = ({ profile, photo, readOnly, saving, onSave }: ProfileSectionProps) => {
  const { t } = useTranslation('account');
  const [name, setName] = useState(profile.name);
  const [gender, setGender] = useState(profile.gender);
  const [birthday, setBirthday] = useState<DateFieldState>({ iso: profile.birthday ?? '', problem: null });
  const nameMissing = name.trim() === '';
  const changed = name !== profile.name || gender !== profile.gender || birthday.iso !== (profile.birthday ?? '');

  return (
    <Section titleRenderer={PanelTitle} title={t('settings.profile.title')} icon="person" className="atrium-block">
      <SectionCard>
        <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {photo}
          <form
            style={{ flex: 1, minWidth: 260, maxWidth: 420 }}
            onSubmit={(event) => {
              event.preventDefault();
              if (!nameMissing && !birthday.problem)
                onSave({ name: name.trim(), gender, birthday: birthday.iso || null });
            }}
          >
            <FormGroup
              label={t('settings.profile.name')}
              labelFor="account-name"
              intent={nameMissing && !readOnly ? 'danger' : 'none'}
              helperText={nameMissing && !readOnly ? t('settings.profile.name-required') : undefined}
            >
              <InputGroup id="account-name" value={name} maxLength={64} readOnly={readOnly} onValueChange={setName} />
            </FormGroup>
            <FormGroup label={t('settings.profile.gender')} labelFor="account-gender">
              <HTMLSelect
                id="account-gender"
                value={gender}
                disabled={readOnly}
                onChange={(event) => setGender(event.currentTarget.value)}
                options={GENDERS.map((value) => ({ value, label: genderLabel(t, value) }))}
              />
            </FormGroup>
            <FormGroup
              label={t('settings.profile.birthday')}
              labelFor="account-birthday"
              intent={birthday.problem ? 'danger' : 'none'}
              helperText={
                birthday.problem
                  ? t(`common:date.${birthday.problem}`)
                  : readOnly || birthday.iso
                    ? undefined
                    : t('settings.profile.birthday-unset')
              }
            >
              <DateField
                id="account-birthday"
                value={profile.birthday ?? ''}
                max={today()}
                readOnly={readOnly}
                onChange={setBirthday}
              />
            </FormGroup>
            {!readOnly && (
              <Button
                type="submit"
                intent="primary"
                text={t('settings.profile.save')}
                loading={saving}
                disabled={!changed || nameMissing || birthday.problem !== null}
              />
            )}
          </form>
        </div>
      </SectionCard>
    </Section>
  );
};

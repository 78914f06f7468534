import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffInput, StaffMemberFieldsFragment, StaffRolesQuery } from '../../../generated/graphql';
import { toLanguage } from '../../../shared/i18n/languages';
import { DEFAULT_COUNTRY_CODE, PHONE_PREFIXES } from '../../../shared/i18n/phonePrefixes';
import { roleLabel } from '../staffLabels';

type StaffFormDialogProps = {
  isOpen: boolean;
  /** The member being edited; absent when inviting someone new. */
  member: StaffMemberFieldsFragment | null;
  roles: StaffRolesQuery['staffRoles'];
  busy: boolean;
  /** The server's refusal, shown in place so the entered values stay. */
  failure: string | null;
  onSubmit: (input: StaffInput) => void;
  onClose: () => void;
};

const GENDERS = ['Male', 'Female', 'Others', 'Unknown'] as const;
const INLINE_FIELDS = { display: 'flex', gap: 8 } as const;

const initialOf = (member: StaffMemberFieldsFragment | null): StaffInput => ({
  name: member?.name ?? '',
  email: member?.email ?? '',
  countryCode: member?.countryCode?.replace(/^\+/, '') || DEFAULT_COUNTRY_CODE,
  phoneNumber: member?.phoneNumber ?? '',
  gender: member?.gender ?? 'Unknown',
  roleNames: member?.roles.map((r) => r.name) ?? [],
});

type RequiredFieldProps = {
  id: string;
  label: string;
  requiredLabel: string;
  /** Shown once the person tried to save. */
  problem: string | null;
  type?: 'email';
  maxLength: number;
  /** A profile that is not the centre's to change. */
  disabled: boolean;
  value: string;
  onChange: (value: string) => void;
};

/** A required one-line field of the form; its problem shows under it (the input keeps its colour). */
const RequiredField = ({
  id,
  label,
  requiredLabel,
  problem,
  type,
  maxLength,
  disabled,
  value,
  onChange,
}: RequiredFieldProps) => (
  <FormGroup
    label={label}
    labelFor={id}
    labelInfo={requiredLabel}
    helperText={problem}
    intent={problem ? 'danger' : 'none'}
  >
    <InputGroup
      id={id}
      {...(type ? { type } : {})}
      value={value}
      maxLength={maxLength}
      disabled={disabled}
      onValueChange={onChange}
    />
  </FormGroup>
);

/** Inviting a member (spec 000 §7 POST /api/business/user) or editing one (PUT). */
export const StaffFormDialog = (props: StaffFormDialogProps) => {
  // A fresh form per opening: the key resets the fields to the member's values.
  const key = `${props.member?.id ?? 'new'}:${String(props.isOpen)}`;
  return <StaffForm key={key} {...props} />;
};

const StaffForm = ({ isOpen, member, roles, busy, failure, onSubmit, onClose }: StaffFormDialogProps) => {
  const { t, i18n } = useTranslation('staff');
  const language = toLanguage(i18n.language) ?? 'zh-CN';
  const [values, setValues] = useState<StaffInput>(() => initialOf(member));
  const [touched, setTouched] = useState(false);
  const set = (patch: Partial<StaffInput>) => setValues((v) => ({ ...v, ...patch }));
  const problems = {
    name: values.name.trim() === '' ? t('form.name-required') : null,
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()) ? null : t('form.email-invalid'),
    roles: values.roleNames.length === 0 ? t('form.roles-required') : null,
  };
  const valid = !problems.name && !problems.email && !problems.roles;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || busy) return;
    const phone = values.phoneNumber?.trim() ?? '';
    onSubmit({
      name: values.name.trim(),
      email: values.email.trim(),
      gender: values.gender,
      roleNames: values.roleNames,
      ...(phone ? { phoneNumber: phone, countryCode: values.countryCode ?? DEFAULT_COUNTRY_CODE } : {}),
    });
  };
  const toggleRole = (name: string, on: boolean) =>
    set({ roleNames: on ? [...values.roleNames, name] : values.roleNames.filter((r) => r !== name) });
  const show = (problem: string | null) => (touched ? problem : null);
  // Issue 14: a registered person's profile, or a request they have not accepted, is theirs, not the centre's.
  const locked = member !== null && !member.profileEditable;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={busy ? undefined : onClose}
      title={member ? t('form.edit-title') : t('form.invite-title')}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {!member && <p>{t('form.invite-help')}</p>}
          {locked && (
            <Callout intent="primary" compact>
              {member.isActivated ? t('form.profile-own') : t('form.profile-awaiting')}
            </Callout>
          )}
          {failure && (
            <Callout intent="danger" role="alert" compact>
              {failure}
            </Callout>
          )}
          <RequiredField
            id="staff-name"
            label={t('form.name')}
            requiredLabel={t('form.required')}
            problem={show(problems.name)}
            maxLength={64}
            disabled={locked}
            value={values.name}
            onChange={(name) => set({ name })}
          />
          <RequiredField
            id="staff-email"
            label={t('form.email')}
            requiredLabel={t('form.required')}
            problem={show(problems.email)}
            type="email"
            maxLength={254}
            disabled={locked}
            value={values.email}
            onChange={(email) => set({ email })}
          />
          <FormGroup label={t('form.phone')} labelFor="staff-phone">
            <div style={INLINE_FIELDS}>
              <HTMLSelect
                aria-label={t('form.country-code')}
                value={values.countryCode ?? DEFAULT_COUNTRY_CODE}
                disabled={locked}
                onChange={(e) => set({ countryCode: e.currentTarget.value })}
                options={PHONE_PREFIXES.map((p) => ({
                  value: p.countryCode,
                  label: `${p.prefix} ${p.label[language]}`,
                }))}
              />
              <InputGroup
                id="staff-phone"
                inputMode="tel"
                value={values.phoneNumber ?? ''}
                maxLength={20}
                disabled={locked}
                onValueChange={(phoneNumber) => set({ phoneNumber })}
              />
            </div>
          </FormGroup>
          <RadioGroup
            label={t('form.gender')}
            inline
            disabled={locked}
            selectedValue={values.gender}
            onChange={(e) => set({ gender: e.currentTarget.value })}
          >
            {GENDERS.map((g) => (
              <Radio key={g} value={g} label={t(`common:gender.${g === 'Others' ? 'others' : g.toLowerCase()}`)} />
            ))}
          </RadioGroup>
          <FormGroup
            label={t('form.roles')}
            labelInfo={t('form.required')}
            helperText={show(problems.roles)}
            intent={show(problems.roles) ? 'danger' : 'none'}
          >
            {roles.map((role) => (
              <Checkbox
                key={role.name}
                inline
                label={roleLabel(t, role.name, role.displayName)}
                checked={values.roleNames.includes(role.name)}
                onChange={(e) => toggleRole(role.name, e.currentTarget.checked)}
              />
            ))}
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('form.cancel')} onClick={onClose} disabled={busy} />
              <Button
                type="submit"
                intent="primary"
                loading={busy}
                text={member ? t('form.save') : t('form.send-invitation')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
};

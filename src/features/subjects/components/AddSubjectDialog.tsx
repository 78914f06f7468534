import {
  Alert,
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Radio,
  RadioGroup,
  TextArea,
} from '@blueprintjs/core';
import { DateTime } from 'luxon';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import {
  EMPTY_SUBJECT,
  SUBJECT_GENDERS,
  subjectFieldRules,
  subjectProblems,
  type NewSubjectValues,
  type SubjectGender,
} from '../../../../machines/subject-fields';
import { SubjectFormOptionsDocument, type SubjectRowFragment } from '../../../generated/graphql';
import { usePermissions } from '../../../shared/auth/usePermissions';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { formatDate } from '../../../shared/i18n/formatDate';
import { genderLabel } from '../../../shared/i18n/genderLabel';
import { DateField } from '../../../shared/ui/DateField';
import { RandomNameField } from '../../../shared/ui/RandomNameField';
import { useAddSubjectFlow } from '../hooks/useAddSubjectFlow';
import { randomName } from '../../../shared/names/randomName';

export type AddSubjectDialogProps = {
  /** 'child': adding a child to one of `guardians` (a row's guardians in the subject list). */
  variant: 'subject' | 'child';
  guardians?: SubjectRowFragment['guardians'];
  onClose: () => void;
  onAdded: () => void;
};

const id = (name: string) => `atrium-add-subject-${name}`;

/**
 * The add-subject dialog and its confirmations (spec 000 §2, §4 "Adding a child", §5). Mount it
 * when the flow starts: it closes itself (onClose) when the flow ends.
 */
export const AddSubjectDialog = ({ variant, guardians = [], onClose, onAdded }: AddSubjectDialogProps) => {
  const { t, i18n } = useTranslation('subjects');
  const toasts = useErrorToasts();
  const permissions = usePermissions();
  const rules = subjectFieldRules(permissions.tenantHas);
  const today = DateTime.now().toISODate() ?? '';
  const [values, setValues] = useState<NewSubjectValues>(() => ({
    ...EMPTY_SUBJECT,
    name: rules.name.random ? randomName(t('add.random-prefix')) : '',
  }));
  const [birthdayProblem, setBirthdayProblem] = useState<'invalid' | 'too-late' | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [guardianId, setGuardianId] = useState(guardians[0]?.id ?? '');
  const [roleName, setRoleName] = useState('');
  const [options] = useQuery({ query: SubjectFormOptionsDocument, pause: variant !== 'child' });
  const roles = options.data?.subjectFormOptions.avaliableGuardianRoles ?? [];

  const flow = useAddSubjectFlow({
    variant,
    guardian: guardianId && roleName ? { guardianId, roleName } : null,
    networkFailureText: t('common:error.network'),
  });
  const { state, context } = flow;

  useEffect(() => {
    if (state === 'added') {
      toasts.showSuccess(t('add.success'));
      onAdded();
      onClose();
    }
    if (state === 'cancelled') onClose();
    // Only the flow's end matters; the callbacks may be new functions on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const problems = {
    ...subjectProblems(values, rules, today),
    ...(birthdayProblem === 'invalid' ? { birthDay: 'birthday-invalid' as const } : {}),
    ...(birthdayProblem === 'too-late' ? { birthDay: 'birthday-in-future' as const } : {}),
  };
  const childProblems =
    variant === 'child' ? { guardian: !guardianId, role: !roleName } : { guardian: false, role: false };
  const valid = Object.keys(problems).length === 0 && !childProblems.guardian && !childProblems.role;
  const problemOf = (field: keyof NewSubjectValues) => {
    const problem = problems[field];
    return showProblems && problem ? t(`add.errors.${problem}`) : undefined;
  };
  const set = (change: Partial<NewSubjectValues>) => setValues((current) => ({ ...current, ...change }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (valid) flow.actor.send({ type: 'form.submit', values });
  };

  const editing = state === 'editing' || state === 'debouncing' || state === 'checkingName';
  const busy = state === 'debouncing' || state === 'checkingName';
  const required = (label: string, isRequired: boolean) => (isRequired ? `${label} ${t('add.required')}` : label);
  const birthday = formatDate(values.birthDay, i18n.language);
  const shownName = values.name.trim();

  return (
    <>
      <Dialog
        isOpen={editing}
        onClose={busy ? undefined : () => flow.actor.send({ type: 'form.cancel' })}
        title={t(variant === 'child' ? 'add.child-title' : 'add.title')}
        icon="new-person"
      >
        <form onSubmit={handleSubmit} noValidate>
          <DialogBody>
            {context.error && (
              <Callout intent="danger" className="atrium-add-subject-error">
                {context.error}
              </Callout>
            )}
            {variant === 'child' && (
              <>
                <FormGroup
                  label={required(t('add.guardian'), true)}
                  labelFor={id('guardian')}
                  intent={showProblems && childProblems.guardian ? 'danger' : 'none'}
                  helperText={showProblems && childProblems.guardian ? t('add.errors.guardian-required') : undefined}
                >
                  <HTMLSelect
                    id={id('guardian')}
                    fill
                    value={guardianId}
                    onChange={(event) => setGuardianId(event.currentTarget.value)}
                    options={guardians.map((g) => ({ value: g.id, label: `${g.nickName} (${g.roleDisplayName})` }))}
                  />
                </FormGroup>
                <FormGroup
                  label={required(t('add.role'), true)}
                  labelFor={id('role')}
                  intent={showProblems && childProblems.role ? 'danger' : 'none'}
                  helperText={showProblems && childProblems.role ? t('add.errors.role-required') : undefined}
                >
                  <HTMLSelect
                    id={id('role')}
                    fill
                    value={roleName}
                    onChange={(event) => setRoleName(event.currentTarget.value)}
                    options={[{ value: '', label: '' }, ...roles.map((r) => ({ value: r.name, label: r.displayName }))]}
                  />
                </FormGroup>
              </>
            )}
            {rules.outpatientNumber.visible && (
              <FormGroup
                label={required(t('add.outpatient-number'), rules.outpatientNumber.required)}
                labelFor={id('outpatient-number')}
                intent={problemOf('outpatientNumber') ? 'danger' : 'none'}
                helperText={problemOf('outpatientNumber')}
              >
                <InputGroup
                  id={id('outpatient-number')}
                  maxLength={50}
                  value={values.outpatientNumber}
                  onValueChange={(outpatientNumber) => set({ outpatientNumber })}
                />
              </FormGroup>
            )}
            {rules.name.visible && (
              <FormGroup
                label={required(t('add.name'), rules.name.required)}
                labelFor={id('name')}
                intent={problemOf('name') ? 'danger' : 'none'}
                helperText={problemOf('name')}
              >
                <InputGroup
                  id={id('name')}
                  maxLength={50}
                  value={values.name}
                  onValueChange={(name) => set({ name })}
                />
              </FormGroup>
            )}
            {rules.name.random && (
              <RandomNameField
                id={id('name')}
                label={t('add.random-name')}
                value={values.name}
                regenerateLabel={t('add.regenerate')}
                prefix={t('add.random-prefix')}
                onChange={(name) => set({ name })}
              />
            )}
            <FormGroup
              label={required(t('add.birthday'), true)}
              labelFor={id('birthday')}
              intent={problemOf('birthDay') ? 'danger' : 'none'}
              helperText={problemOf('birthDay') ?? t('add.birthday-hint')}
            >
              <DateField
                id={id('birthday')}
                value={values.birthDay}
                max={today}
                onChange={({ iso, problem }) => {
                  setBirthdayProblem(problem);
                  // An unreadable date keeps the last readable one (the field shows what was typed).
                  set({ birthDay: iso });
                }}
              />
            </FormGroup>
            <RadioGroup
              label={required(t('add.gender'), true)}
              inline
              selectedValue={values.gender}
              onChange={(event) => set({ gender: event.currentTarget.value as SubjectGender })}
            >
              {SUBJECT_GENDERS.map((gender) => (
                <Radio key={gender} value={gender} label={genderLabel(t, gender)} />
              ))}
            </RadioGroup>
            {rules.remark.visible && (
              <FormGroup label={t('add.remark')} labelFor={id('remark')}>
                <TextArea
                  id={id('remark')}
                  fill
                  autoResize
                  maxLength={500}
                  value={values.remark}
                  onChange={(event) => set({ remark: event.target.value })}
                />
              </FormGroup>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button
                  text={t('add.cancel')}
                  disabled={busy}
                  onClick={() => flow.actor.send({ type: 'form.cancel' })}
                />
                <Button type="submit" intent="primary" text={t('add.submit')} loading={busy} />
              </>
            }
          />
        </form>
      </Dialog>
      <Alert
        isOpen={state === 'sameName'}
        intent="danger"
        icon="warning-sign"
        confirmButtonText={t('add.same-name.confirm')}
        cancelButtonText={t('add.same-name.return')}
        onConfirm={() => flow.actor.send({ type: 'sameName.confirm' })}
        onCancel={() => flow.actor.send({ type: 'sameName.return' })}
      >
        <h4 className="atrium-subject-same-name">{t('add.same-name.title')}</h4>
        <p className="atrium-subject-same-name">{t('add.same-name.message', { name: shownName })}</p>
      </Alert>
      <Alert
        isOpen={state === 'confirming' || state === 'adding'}
        intent="primary"
        icon="new-person"
        loading={state === 'adding'}
        canEscapeKeyCancel={state !== 'adding'}
        confirmButtonText={t('add.confirm.accept')}
        cancelButtonText={t('add.confirm.cancel')}
        onConfirm={() => flow.actor.send({ type: 'confirm.accept' })}
        onCancel={() => flow.actor.send({ type: 'confirm.cancel' })}
      >
        <h4>{t('add.confirm.title')}</h4>
        <p>
          {shownName
            ? t('add.confirm.message', { name: shownName, birthday })
            : t('add.confirm.message-no-name', { birthday })}
        </p>
      </Alert>
    </>
  );
};

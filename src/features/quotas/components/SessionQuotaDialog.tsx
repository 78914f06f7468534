import { Callout, FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { RequiredSelect } from './RequiredSelect';
import { RemarkField } from './RemarkField';
import { useTranslation } from 'react-i18next';
import {
  AddSessionQuotaDocument,
  UpdateSessionQuotaDocument,
  type SessionQuotaFieldsFragment,
  type SessionType,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { DateField } from '../../../shared/ui/DateField';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { TextField } from '../../../shared/ui/TextField';
import { useCreateOrUpdate } from '../../../shared/ui/useCreateOrUpdate';
import { useFormValues } from '../../../shared/ui/useFormValues';
import { EMPTY_QUOTA, formValuesOf, inputOf, quotaProblems, SESSION_TYPES, type Mode, keyOf } from '../quotaForm';
import { ChildPicker } from './ChildPicker';

type SessionQuotaDialogProps = {
  /** The record to edit; null to add one. */
  quota: SessionQuotaFieldsFragment | null;
  /** A child chosen already (the subject's page): no child picker. */
  child?: { id: string; name: string };
  onClose: () => void;
  onSaved: () => void;
};

const id = (name: string) => `atrium-quota-${name}`;
const MUTATIONS = { create: AddSessionQuotaDocument, update: UpdateSessionQuotaDocument };

/** Spec 001 §2 screen 6, §5 "Add sessions": add or edit a child's session quota. Mount it to open it. */
export const SessionQuotaDialog = ({ quota, child, onClose, onSaved }: SessionQuotaDialogProps) => {
  const { t } = useTranslation('quotas');
  const toasts = useErrorToasts();
  const editing = quota !== null;
  const { values, set, setValues, showProblems, revealProblems } = useFormValues(() =>
    quota ? formValuesOf(quota) : { ...EMPTY_QUOTA, childId: child?.id ?? '', childName: child?.name ?? '' },
  );
  const { busy, save } = useCreateOrUpdate(MUTATIONS, quota?.id ?? null);
  const problems = quotaProblems(values, editing);
  const problem = (field: keyof typeof problems) =>
    showProblems && problems[field] ? t(`problems.${problems[field]}`, { min: editing ? 0 : 1 }) : undefined;

  const handleSubmit = async () => {
    revealProblems();
    if (Object.keys(problems).length > 0) return;
    // A refusal comes as the console's error toast, with the server's message.
    const result = await save(inputOf(values));
    if (result.error) return;
    toasts.showSuccess(t('form.saved', { name: values.childName }));
    onSaved();
    onClose();
  };

  const modeGroup = (field: 'timeMode' | 'quantityMode', label: string) => (
    <RadioGroup
      label={label}
      inline
      disabled={editing}
      selectedValue={values[field]}
      onChange={(event) => set(field, event.currentTarget.value as Mode)}
    >
      <Radio value="limited" label={t('form.limited')} />
      <Radio value="unlimited" label={t('form.unlimited')} />
    </RadioGroup>
  );

  return (
    <FormDialog
      title={editing ? t('form.edit-title', { name: quota.childName }) : t('form.add-title')}
      icon="time"
      busy={busy}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      {editing ? (
        <Callout intent="primary" icon="lock" className="atrium-quota-locked">
          {t('form.billing-locked', { name: quota.childName, type: t(`types.${keyOf(quota.type)}`) })}
        </Callout>
      ) : child ? null : (
        <ChildPicker
          id={id('child')}
          childId={values.childId}
          childName={values.childName}
          problem={problem('childId')}
          onChange={(picked) => setValues((v) => ({ ...v, childId: picked.id, childName: picked.name }))}
        />
      )}
      <RequiredSelect
        id={id('type')}
        label={t('fields.type')}
        requiredLabel={t('form.required')}
        problem={problem('type')}
        disabled={editing}
        value={values.type}
        onChange={(v) => set('type', v as SessionType)}
        options={[
          ...(values.type === '' ? [{ value: '', label: t('form.choose') }] : []),
          ...SESSION_TYPES.map((type) => ({ value: type, label: t(`types.${keyOf(type)}`) })),
        ]}
      />
      <FormGroup intent={problem('timeMode') ? 'danger' : 'none'} helperText={problem('timeMode')}>
        {modeGroup('timeMode', t('fields.time-mode'))}
      </FormGroup>
      {values.timeMode === 'limited' && (
        <div className="atrium-quota-period">
          <FormGroup
            label={t('fields.start-time')}
            labelFor={id('start')}
            labelInfo={t('form.required')}
            intent={problem('startTime') ? 'danger' : 'none'}
            helperText={problem('startTime')}
          >
            <DateField id={id('start')} value={values.startTime} onChange={(s) => set('startTime', s.iso)} />
          </FormGroup>
          <FormGroup
            label={t('fields.end-time')}
            labelFor={id('end')}
            labelInfo={t('form.required')}
            intent={problem('endTime') ? 'danger' : 'none'}
            helperText={problem('endTime')}
          >
            <DateField id={id('end')} value={values.endTime} onChange={(s) => set('endTime', s.iso)} />
          </FormGroup>
        </div>
      )}
      <FormGroup intent={problem('quantityMode') ? 'danger' : 'none'} helperText={problem('quantityMode')}>
        {modeGroup('quantityMode', t('fields.quantity-mode'))}
      </FormGroup>
      {values.quantityMode === 'limited' && (
        <TextField
          id={id('hours')}
          label={t('fields.class-hours')}
          requiredLabel={t('form.required')}
          problem={problem('classHours')}
          maxLength={6}
          value={values.classHours}
          onChange={(v) => set('classHours', v)}
        />
      )}
      <RemarkField
        id={id('remark')}
        label={t('fields.remark')}
        value={values.remark}
        onChange={(v) => set('remark', v)}
      />
    </FormDialog>
  );
};

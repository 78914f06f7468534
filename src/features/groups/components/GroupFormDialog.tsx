import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { fixedCapacityOf } from '../../../../machines/group-selection';
import {
  CreateGroupDocument,
  UpdateGroupDocument,
  type GroupAgeStage,
  type GroupFieldsFragment,
  type GroupType,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { TextField } from '../../../shared/ui/TextField';
import {
  AGE_STAGES,
  CAPACITIES,
  capacityOf,
  EMPTY_GROUP,
  formValuesOf,
  groupProblems,
  inputOf,
  minimumCapacity,
  stageKey,
  typeFits,
  typeKey,
  GROUP_TYPES,
} from '../groupForm';

type GroupFormDialogProps = {
  /** The class to edit; null to add one. */
  group: GroupFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
};

const id = (name: string) => `atrium-group-${name}`;

/** Add or edit a class (spec 001 §5 "Class"). Mount it to open it. */
export const GroupFormDialog = ({ group, onClose, onSaved }: GroupFormDialogProps) => {
  const { t } = useTranslation('groups');
  const toasts = useErrorToasts();
  const [values, setValues] = useState(() => (group ? formValuesOf(group) : EMPTY_GROUP));
  const [showProblems, setShowProblems] = useState(false);
  const [created, create] = useMutation(CreateGroupDocument);
  const [updated, update] = useMutation(UpdateGroupDocument);
  const busy = created.fetching || updated.fetching;
  const problems = groupProblems(values);
  const members = group?.memberCount ?? 0;
  const fixed = fixedCapacityOf(values.type);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (values.ageStage === '' || Object.keys(problems).length > 0) return;
    // A refusal comes as the console's error toast, with the server's message.
    const input = inputOf(values, values.ageStage);
    const result = group ? await update({ id: group.id, input }) : await create({ input });
    if (result.error) return;
    toasts.showSuccess(t('form.saved', { name: input.name }));
    onSaved();
    onClose();
  };

  const nameProblem = showProblems && problems.name ? t('form.name-required') : undefined;
  const stageProblem = showProblems && problems.ageStage ? t('form.age-stage-required') : undefined;
  const capacityHelp =
    fixed !== null
      ? t('form.capacity-fixed', { type: t(typeKey(values.type)), count: fixed })
      : members > 0
        ? t('form.capacity-min', { count: members })
        : undefined;
  return (
    <Dialog
      isOpen
      onClose={busy ? undefined : onClose}
      title={group ? t('form.edit-title', { name: group.name }) : t('form.create-title')}
      icon="people"
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogBody>
          <TextField
            id={id('name')}
            label={t('fields.name')}
            requiredLabel={t('form.required')}
            problem={nameProblem}
            maxLength={100}
            value={values.name}
            onChange={(v) => set('name', v)}
          />
          <FormGroup label={t('fields.type')} labelFor={id('type')}>
            <HTMLSelect
              id={id('type')}
              fill
              value={values.type}
              onChange={(event) => set('type', event.currentTarget.value as GroupType)}
              options={GROUP_TYPES.map((type) => ({
                value: type,
                label: t(typeKey(type)),
                disabled: !typeFits(type, members),
              }))}
            />
          </FormGroup>
          <FormGroup
            label={t('fields.age-stage')}
            labelFor={id('age-stage')}
            labelInfo={t('form.required')}
            intent={stageProblem ? 'danger' : 'none'}
            helperText={stageProblem ?? (group ? t('form.age-stage-locked') : undefined)}
          >
            <HTMLSelect
              id={id('age-stage')}
              fill
              disabled={group !== null}
              value={values.ageStage}
              onChange={(event) => set('ageStage', event.currentTarget.value as GroupAgeStage)}
              options={[
                ...(values.ageStage === '' ? [{ value: '', label: t('form.choose') }] : []),
                ...AGE_STAGES.map((stage) => ({ value: stage, label: t(stageKey(stage)) })),
              ]}
            />
          </FormGroup>
          <FormGroup label={t('fields.capacity')} labelFor={id('capacity')} helperText={capacityHelp}>
            <HTMLSelect
              id={id('capacity')}
              fill
              disabled={fixed !== null}
              value={capacityOf(values)}
              onChange={(event) => set('capacity', Number(event.currentTarget.value))}
              options={CAPACITIES.map((n) => ({ value: n, label: String(n), disabled: n < minimumCapacity(members) }))}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('form.cancel')} disabled={busy} onClick={onClose} />
              <Button type="submit" intent="primary" text={t('form.save')} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
};

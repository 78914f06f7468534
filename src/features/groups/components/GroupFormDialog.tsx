import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { fixedCapacityOf } from '../../../../machines/group-selection';
import {
  CreateGroupDocument,
  UpdateGroupDocument,
  type GroupAgeStage,
  type GroupFieldsFragment,
  type GroupType,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { TextField } from '../../../shared/ui/TextField';
import { useCreateOrUpdate } from '../../../shared/ui/useCreateOrUpdate';
import { useFormValues } from '../../../shared/ui/useFormValues';
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
const GROUP_MUTATIONS = { create: CreateGroupDocument, update: UpdateGroupDocument };

/** Add or edit a class (spec 001 §5 "Class"). Mount it to open it. */
export const GroupFormDialog = ({ group, onClose, onSaved }: GroupFormDialogProps) => {
  const { t } = useTranslation('groups');
  const toasts = useErrorToasts();
  const { values, set, showProblems, revealProblems } = useFormValues(() =>
    group ? formValuesOf(group) : EMPTY_GROUP,
  );
  const { busy, save } = useCreateOrUpdate(GROUP_MUTATIONS, group?.id ?? null);
  const problems = groupProblems(values);
  const members = group?.memberCount ?? 0;
  const fixed = fixedCapacityOf(values.type);

  const handleSubmit = async () => {
    revealProblems();
    if (values.ageStage === '' || Object.keys(problems).length > 0) return;
    // A refusal comes as the console's error toast, with the server's message.
    const input = inputOf(values, values.ageStage);
    const result = await save(input);
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
    <FormDialog
      title={group ? t('form.edit-title', { name: group.name }) : t('form.create-title')}
      icon="people"
      busy={busy}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
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
    </FormDialog>
  );
};

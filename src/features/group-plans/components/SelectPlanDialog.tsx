import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { CreateGroupPlanDocument, type GroupPlanFieldsFragment, type GroupType } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { DIFFICULTY_LEVELS, plansForType, selectPlanErrors, type SelectPlanValues } from '../groupPlanRules';
import { useClassPlanOptions } from '../useClassPlanOptions';

type SelectPlanDialogProps = {
  group: { id: string; name: string; type: GroupType };
  onClose: () => void;
  onSelected: (plan: GroupPlanFieldsFragment) => void;
};

/**
 * Spec 001 §2 screen 6 "select-plan dialog for a class", §5: the class plans made for the class's
 * type, and the starting difficulty L1–L20, both required; chosen once (the plan's difficulty is
 * only adjusted after its first class). Mount it to open it.
 */
export const SelectPlanDialog = ({ group, onClose, onSelected }: SelectPlanDialogProps) => {
  const { t, i18n } = useTranslation('group-plans');
  const toasts = useErrorToasts();
  const { plans, error } = useClassPlanOptions();
  const [{ fetching: busy }, create] = useMutation(CreateGroupPlanDocument);
  const [values, setValues] = useState<SelectPlanValues>({ planId: '', level: null });
  const [shown, setShown] = useState(false);
  const problems = shown ? selectPlanErrors(values) : {};
  const options = plansForType(plans ?? [], group.type);
  const nameOf = (p: { nameZh: string; nameEn: string }) => (i18n.language.startsWith('zh') ? p.nameZh : p.nameEn);

  const submit = async () => {
    setShown(true);
    if (Object.keys(selectPlanErrors(values)).length > 0) return;
    // A refusal (no children, an open plan, a plan not for this type) comes as the error toast in the server's words.
    const result = await create({ groupId: group.id, trainingPlanV2Id: values.planId, initDifficulty: values.level });
    if (!result.data) return;
    toasts.showSuccess(t('select.saved', { name: group.name }));
    onSelected(result.data.createGroupPlan);
  };

  return (
    <FormDialog
      title={t('select.title', { name: group.name })}
      icon="clipboard"
      busy={busy}
      saveText={t('select.save')}
      saveDisabled={!plans}
      onClose={onClose}
      onSubmit={submit}
    >
      {!plans && !error ? (
        <LoadingState />
      ) : (
        <>
          {error ? <p className="bp6-text-muted">{t('select.load-failed')}</p> : null}
          <FormGroup
            label={t('select.plan')}
            labelFor="group-plan-select-plan"
            labelInfo={t('select.required')}
            intent={problems.plan ? 'danger' : 'none'}
            helperText={
              problems.plan ? t('select.plan-required') : options.length === 0 ? t('select.no-plans') : undefined
            }
          >
            <HTMLSelect
              id="group-plan-select-plan"
              fill
              value={values.planId}
              onChange={(e) => {
                // Read now: React clears currentTarget before an updater runs.
                const planId = e.currentTarget.value;
                setValues((v) => ({ ...v, planId }));
              }}
            >
              <option value="">{t('select.plan-placeholder')}</option>
              {options.map((p) => (
                <option key={p.id} value={p.id}>
                  {t('select.plan-option', { name: nameOf(p), count: p.sessionCount })}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup
            label={t('select.level')}
            labelFor="group-plan-select-level"
            labelInfo={t('select.required')}
            intent={problems.level ? 'danger' : 'none'}
            helperText={problems.level ? t('select.level-required') : t('select.level-once')}
          >
            <HTMLSelect
              id="group-plan-select-level"
              fill
              value={values.level === null ? '' : String(values.level)}
              onChange={(e) => {
                const raw = e.currentTarget.value;
                setValues((v) => ({ ...v, level: raw === '' ? null : Number(raw) }));
              }}
            >
              <option value="">{t('select.level-placeholder')}</option>
              {DIFFICULTY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t('level', { level })}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </>
      )}
    </FormDialog>
  );
};

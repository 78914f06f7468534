import { Button, Callout, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { PlanRuleField, PlanRules } from '../../../../forms/plan-rules';
import type { ContentPlanRulesFieldsFragment } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { IconRowAction } from '../../../shared/ui/IconRowAction';
import { TextField } from '../../../shared/ui/TextField';
import { useFormValues } from '../../../shared/ui/useFormValues';
import { keyOf } from '../components/contentKeys';
import { planName } from './planForm';
import { rulesFormValuesOf, rulesOf, type PlanRulesFormValues, type StepValues } from './planRulesForm';
import './plans.css';

type PlanRulesDialogProps = {
  /** A template or a class plan: its names, number of sessions and current rules. */
  plan: { nameZh: string; nameEn: string; sessionCount: number; rules: ContentPlanRulesFieldsFragment };
  /** The kind's own mutation (a template's by version, a class plan's); true when it saved. */
  save: (rules: PlanRules) => Promise<boolean>;
  busy: boolean;
  onClose: () => void;
  onSaved: () => void;
};

const id = (name: string) => `atrium-plan-rules-${name}`;

/**
 * A template's or class plan's rules (issue 18 item 5): trial sessions and count, when a parent interview is
 * required, the sessions with music, the starting difficulty and its steps. Checked as typed by the
 * server's own rules (forms/plan-rules.ts), each message naming the field and the session.
 */
export const PlanRulesDialog = ({ plan, save, busy, onClose, onSaved }: PlanRulesDialogProps) => {
  const { t, i18n } = useTranslation('content-plans');
  const toasts = useErrorToasts();
  const { values, set, showProblems, revealProblems } = useFormValues<PlanRulesFormValues>(() =>
    rulesFormValuesOf(plan.rules),
  );
  const { rules, problems } = rulesOf(values, plan.sessionCount);
  const messageOf = (p: (typeof problems)[number]) =>
    t(`messages.${p.key}`, { ...p.params, field: t(`fields.${keyOf(p.field)}`) });
  const problemOf = (field: PlanRuleField) => {
    const found = showProblems ? problems.filter((p) => p.field === field) : [];
    return found.length > 0 ? found.map(messageOf).join(' ') : undefined;
  };
  const name = planName(plan, i18n.language);

  const handleSubmit = async () => {
    revealProblems();
    if (!rules) return;
    if (!(await save(rules))) return;
    toasts.showSuccess(t('rules.saved', { name }));
    onSaved();
    onClose();
  };

  const field = (key: Exclude<keyof PlanRulesFormValues, 'steps'>, rule: PlanRuleField, help?: string) => (
    <TextField
      id={id(keyOf(key))}
      label={t(`fields.${keyOf(rule)}`)}
      {...(help ? { requiredLabel: help } : {})}
      problem={problemOf(rule)}
      value={values[key]}
      onChange={(v) => set(key, v)}
    />
  );
  const setStep = (index: number, step: Partial<StepValues>) =>
    set(
      'steps',
      values.steps.map((s, i) => (i === index ? { ...s, ...step } : s)),
    );

  return (
    <FormDialog
      title={t('rules.title', { name })}
      icon="properties"
      busy={busy}
      onClose={onClose}
      onSubmit={handleSubmit}
      className="atrium-plan-dialog"
    >
      <Callout icon="info-sign" className="atrium-plan-rules-note">
        {t('rules.sessions-note', { count: plan.sessionCount })}
      </Callout>
      <div className="atrium-plan-pair">
        {field('trialSessions', 'trialSessions', t('rules.list-help'))}
        {field('trialCount', 'trialCount', t('rules.trial-count-help'))}
        {field('musicSessions', 'musicSessions', t('rules.list-help'))}
      </div>
      <div className="atrium-plan-pair">
        {field('interviewAfter', 'interviewAfter', t('rules.list-help'))}
        {field('interviewEvery', 'interviewEvery', t('rules.every-help'))}
        {field('startLevel', 'startLevel', t('rules.level-help'))}
      </div>
      <FormGroup
        label={t('fields.difficulty-steps')}
        intent={problemOf('difficultySteps') ? 'danger' : 'none'}
        helperText={problemOf('difficultySteps')}
      >
        {values.steps.length === 0 && <p className="bp6-text-muted">{t('rules.no-steps')}</p>}
        <div className="atrium-plan-rules-steps">
          {values.steps.length > 0 &&
            // Each box has its own name for screen readers (step n from …); these are for the eye.
            [t('rules.from'), t('rules.to'), t('rules.change-column'), ''].map((head, i) => (
              <span key={`head-${i}`} className="atrium-plan-rules-steps-head" aria-hidden="true">
                {head}
              </span>
            ))}
          {values.steps.map((step, index) => {
            const place = index + 1;
            return [
              <InputGroup
                key={`from-${index}`}
                aria-label={t('rules.step-from', { step: place })}
                placeholder={t('rules.from')}
                value={step.fromSession}
                onValueChange={(v) => setStep(index, { fromSession: v })}
              />,
              <InputGroup
                key={`to-${index}`}
                aria-label={t('rules.step-to', { step: place })}
                placeholder={t('rules.to')}
                value={step.toSession}
                onValueChange={(v) => setStep(index, { toSession: v })}
              />,
              <HTMLSelect
                key={`change-${index}`}
                aria-label={t('rules.step-change', { step: place })}
                value={step.change}
                onChange={(e) => setStep(index, { change: e.target.value as StepValues['change'] })}
                options={(['1', '0', '-1'] as const).map((c) => ({
                  value: c,
                  label: t(`rules.change.${c === '-1' ? 'down' : c === '1' ? 'up' : 'same'}`),
                }))}
              />,
              <IconRowAction
                key={`remove-${index}`}
                icon="cross"
                intent="danger"
                text={t('rules.remove-step')}
                label={t('rules.remove-step-named', { step: place })}
                onClick={() =>
                  set(
                    'steps',
                    values.steps.filter((_, i) => i !== index),
                  )
                }
              />,
            ];
          })}
        </div>
        <Button
          icon="add"
          text={t('rules.add-step')}
          onClick={() => set('steps', [...values.steps, { fromSession: '', toSession: '', change: '1' }])}
        />
      </FormGroup>
    </FormDialog>
  );
};

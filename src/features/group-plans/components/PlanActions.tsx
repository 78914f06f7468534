import { Alert, Button, type IconName } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import {
  AdjustGroupPlanDifficultyDocument,
  ContinueGroupClassDocument,
  EndGroupClassDocument,
  EndGroupCourseDocument,
  EndGroupPlanDocument,
  RestartGroupPlanDocument,
  StartGroupClassDocument,
  StartGroupCourseDocument,
  type GroupPlanFieldsFragment,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { CertificateWarning } from '../../../shared/trainer-credentials/CertificateWarning';
import { useCertificateWarning } from '../../../shared/trainer-credentials/useCertificateWarning';
import { groupActions, kebab, type GroupAction } from '../groupPlanRules';
import { useBeforeStartClass } from '../useBeforeStartClass';

const ICONS: Record<GroupAction, IconName> = {
  startClass: 'play',
  startCourse: 'walk',
  endCourse: 'stop',
  endClass: 'tick-circle',
  continueClass: 'fast-forward',
  increase: 'arrow-up',
  decrease: 'arrow-down',
  endPlan: 'disable',
  restart: 'refresh',
};

/** The class loop's buttons the machine allows now, and the plan's own steps; end asks first. */
export const PlanActions = ({ plan, onStepped }: { plan: GroupPlanFieldsFragment; onStepped: () => void }) => {
  const { t } = useTranslation('group-plans');
  const client = useClient();
  const toasts = useErrorToasts();
  const [busy, setBusy] = useState<GroupAction | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  // Before a class starts: the children whose quota will not cover it, the contract that cannot pay.
  const beforeStart = useBeforeStartClass();
  // Starting a class also asks the caller's trainer certificate (001 §7 checkCertificateState): its
  // warning shows below the buttons, and the class starts all the same.
  const certificateWarning = useCertificateWarning();
  const [certificate, setCertificate] = useState<string | null>(null);
  const actions = groupActions(plan);

  const startClass = () => {
    void certificateWarning('GROUP', plan.id).then(setCertificate);
    beforeStart.ask(plan.id, () => void run('startClass'));
  };

  const run = async (action: GroupAction) => {
    setBusy(action);
    const id = plan.id;
    // A refusal (e.g. ending a class before every child is marked) comes as the error toast in the server's words.
    const result = await (
      action === 'startClass'
        ? client.mutation(StartGroupClassDocument, { id })
        : action === 'startCourse'
          ? client.mutation(StartGroupCourseDocument, { id })
          : action === 'endCourse'
            ? client.mutation(EndGroupCourseDocument, { id })
            : action === 'endClass'
              ? client.mutation(EndGroupClassDocument, { id })
              : action === 'continueClass'
                ? client.mutation(ContinueGroupClassDocument, { id })
                : action === 'endPlan'
                  ? client.mutation(EndGroupPlanDocument, { id })
                  : action === 'restart'
                    ? client.mutation(RestartGroupPlanDocument, { id })
                    : client.mutation(AdjustGroupPlanDifficultyDocument, {
                        id,
                        operate: action === 'increase' ? 'Increase' : 'Decrease',
                      })
    ).toPromise();
    setBusy(null);
    if (result.error) return;
    toasts.showSuccess(t(`action.${kebab(action)}-done`));
    onStepped();
  };

  if (actions.length === 0) return <CertificateWarning message={certificate} />;
  return (
    <>
      <div className="group-plans-actions" role="group" aria-label={t('action.group')}>
        {actions.map((action) => (
          <Button
            key={action}
            icon={ICONS[action]}
            intent={
              action === 'endPlan' ? 'danger' : action === 'increase' || action === 'decrease' ? 'none' : 'primary'
            }
            text={t(`action.${kebab(action)}`)}
            loading={busy === action}
            disabled={busy !== null}
            onClick={() =>
              action === 'endPlan' ? setConfirmEnd(true) : action === 'startClass' ? startClass() : void run(action)
            }
          />
        ))}
        <Alert
          isOpen={confirmEnd}
          intent="danger"
          icon="disable"
          confirmButtonText={t('action.end-plan')}
          cancelButtonText={t('common:form.cancel')}
          onCancel={() => setConfirmEnd(false)}
          onConfirm={() => {
            setConfirmEnd(false);
            void run('endPlan');
          }}
        >
          {t('action.end-confirm', { name: plan.trainingPlanV2.displayName })}
        </Alert>
        {beforeStart.dialog}
      </div>
      <CertificateWarning message={certificate} />
    </>
  );
};

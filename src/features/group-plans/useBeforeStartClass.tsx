import { useState, type ReactNode } from 'react';
import { useClient } from 'urql';
import { GroupClassBeforeStartDocument } from '../../generated/graphql';
import { useHoldsCentreRole } from '../../shared/auth/useHoldsCentreRole';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { BeforeStartClassDialog, needsConfirmation, type BeforeStartCheck } from './components/BeforeStartClassDialog';

/** Who may set a child's quotas: the warning's Settings link is theirs (spec 001 §6). */
export const QUOTA_SETTERS: readonly string[] = ['CenterAdmin', 'SeniorCoach'];

type Pending = { check: BeforeStartCheck; proceed: () => void };

/**
 * Before a class starts: asks the server what ending it would take (each child's session quota,
 * the contract) and, when something warns, opens BeforeStartClassDialog; otherwise, or when the
 * check itself fails, goes straight on (it never holds the step: endClass refuses what cannot be
 * given). `ask(planId, proceed)` starts it; `dialog` is rendered where the start button is.
 */
export const useBeforeStartClass = (): { ask: (planId: string, proceed: () => void) => void; dialog: ReactNode } => {
  const client = useClient();
  const canSetQuotas = useHoldsCentreRole(QUOTA_SETTERS);
  const [pending, setPending] = useState<Pending | null>(null);

  const ask = (planId: string, proceed: () => void) =>
    void client
      .query(
        GroupClassBeforeStartDocument,
        { groupTrainingPlanId: planId },
        { requestPolicy: 'network-only', ...NO_ERROR_TOAST },
      )
      .toPromise()
      .then(({ data }) => {
        const check = data?.groupClassBeforeStart;
        if (check && needsConfirmation(check)) setPending({ check, proceed });
        else proceed();
      });

  const dialog = pending ? (
    <BeforeStartClassDialog
      check={pending.check}
      canSetQuotas={canSetQuotas}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        setPending(null);
        pending.proceed();
      }}
    />
  ) : null;
  return { ask, dialog };
};

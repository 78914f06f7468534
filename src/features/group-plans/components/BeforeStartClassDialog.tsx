import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GroupClassBeforeStartQuery } from '../../../generated/graphql';
import { PATHS } from '../../../shared/routes/paths';

export type BeforeStartCheck = GroupClassBeforeStartQuery['groupClassBeforeStart'];

/** The children whose quota ending the class could not count (or only a few more times). */
export const quotaWarningsOf = (check: BeforeStartCheck) =>
  check.items.flatMap((child) =>
    child.quota && child.quota.status !== 'Ok' ? [{ name: child.userName, ...child.quota }] : [],
  );

/** Whether starting should ask first: a child's quota warns (hfs1.timesSetting only) or the contract cannot pay. */
export const needsConfirmation = (check: BeforeStartCheck) =>
  quotaWarningsOf(check).length > 0 || check.charge === 'Insufficient';

type BeforeStartClassDialogProps = {
  check: BeforeStartCheck;
  /** CenterAdmin or SeniorCoach: the quota settings link is theirs (spec 001 §6). */
  canSetQuotas: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Spec 001 §4 "Quotas", §6, §8: before a class starts, the children whose session quota is not
 * set, low (1 to 5) or used up, and a contract that cannot pay for the class's size. Starting is
 * still the user's choice: ending the class is what the server refuses. Mount it to open it.
 */
export const BeforeStartClassDialog = ({ check, canSetQuotas, onConfirm, onCancel }: BeforeStartClassDialogProps) => {
  const { t } = useTranslation('group-plan-checks');
  const navigate = useNavigate();
  const warnings = quotaWarningsOf(check);
  return (
    <Dialog isOpen title={t('before-start.title')} icon="warning-sign" onClose={onCancel}>
      <DialogBody>
        <p>{t('before-start.intro', { name: check.groupName })}</p>
        {warnings.length > 0 && (
          <ul aria-label={t('before-start.title')}>
            {warnings.map((w) => (
              <li key={w.name}>
                {w.status === 'Low'
                  ? t('before-start.low', { name: w.name, count: w.remaining ?? 0 })
                  : t(w.status === 'UsedUp' ? 'before-start.used-up' : 'before-start.not-set', { name: w.name })}
              </li>
            ))}
          </ul>
        )}
        {check.charge === 'Insufficient' && (
          <Callout intent="warning">{t('before-start.contract-insufficient')}</Callout>
        )}
        {warnings.length > 0 &&
          (canSetQuotas ? (
            <Button
              variant="minimal"
              intent="primary"
              icon="cog"
              text={t('before-start.settings')}
              onClick={() => void navigate(PATHS.userConfiguration)}
            />
          ) : (
            <p className="bp6-text-muted">{t('before-start.ask-admin')}</p>
          ))}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('before-start.cancel')} onClick={onCancel} />
            <Button intent="primary" icon="play" text={t('before-start.start')} onClick={onConfirm} />
          </>
        }
      />
    </Dialog>
  );
};

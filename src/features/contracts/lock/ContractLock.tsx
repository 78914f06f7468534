import { Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { LockLine } from '../../../../machines/verification-lock.machine';
import { ContractProfileDocument } from '../../../generated/graphql';
import { LockedCard } from './LockedCard';
import { UnlockCheck } from './UnlockCheck';
import { useVerificationLock } from './useVerificationLock';
import { EmptyState } from '../../../shared/ui/EmptyState';

type ContractLockProps = { line: LockLine; children: ReactNode };

/**
 * The contract area behind the verification lock (spec 002 §4, §6): callers whose profile needs
 * it (EnterpriseAgent, AreaAgent, Admin) see the locked card until a code is confirmed; everyone
 * else sees the children at once. The server refuses a locked call with 412 either way.
 */
export const ContractLock = ({ line, children }: ContractLockProps) => {
  const { t } = useTranslation('contract-lock');
  const [{ data, fetching, error }] = useQuery({ query: ContractProfileDocument });
  if (!data) {
    if (fetching) return <Spinner style={{ margin: 48 }} />;
    return <EmptyState icon="error" title={t('profile-failed')} description={error?.message} />;
  }
  const profile = data.contractProfile;
  if (!profile.needsVerification) return <>{children}</>;
  return (
    <LockGate line={line} unlockSeconds={profile.unlockPeriodSeconds} resendSeconds={profile.resendSeconds}>
      {children}
    </LockGate>
  );
};

type LockGateProps = { line: LockLine; unlockSeconds: number; resendSeconds: number; children: ReactNode };

const LockGate = ({ line, unlockSeconds, resendSeconds, children }: LockGateProps) => {
  const lock = useVerificationLock(line, { unlockSeconds, resendSeconds });
  // Keyed by nothing: unmounting the children on a relock drops what they showed (spec 002 §8).
  if (lock.unlocked)
    return (
      <div data-testid={`contract-unlocked-${line}`}>
        <UnlockCheck line={line} />
        {children}
      </div>
    );
  return (
    <LockedCard
      line={line}
      unlockMinutes={Math.round(unlockSeconds / 60)}
      sending={lock.sending}
      checking={lock.checking}
      resendIn={lock.resendIn}
      codeSent={lock.codeSent || lock.checking}
      channel={lock.channel}
      relocked={lock.relocked}
      error={lock.error}
      onSend={() => lock.actor.send({ type: 'lock.send' })}
      onCheck={(code) => lock.actor.send({ type: 'lock.check', code })}
    />
  );
};

import { H4 } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ContractWarningsDocument, ShellCurrentUserDocument, ShellMenuDocument } from '../../../generated/graphql';
import { usePermissions } from '../../../shared/auth/usePermissions';
import { formatYuanAmount } from '../../../shared/money/yuan';
import { lazyPart } from '../../../shared/ui/lazyPart';
import { isQuiet, LAST_CLOSE_KEY, warningSequence, type Warning } from './warningSequence';

// Blueprint's Alert (its overlay) is fetched when a warning is shown, not on every entry.
const Alert = lazyPart(async () => (await import('../../../shared/ui/alertPart')).Alert, { fallback: null });

const readLastClose = (): string | null => {
  try {
    return localStorage.getItem(LAST_CLOSE_KEY);
  } catch {
    return null; // storage disabled: the warnings simply show on every entry
  }
};

const storeLastClose = (now: number) => {
  try {
    localStorage.setItem(LAST_CLOSE_KEY, String(now));
  } catch {
    // see readLastClose
  }
};

/**
 * The contract warning modals of a centre (spec 002 §8, screen 12): on entering the console, the
 * key indicators of the centre's open contract lines; closing the last one stays quiet 20 hours.
 */
export const ContractWarnings = () => {
  const { t } = useTranslation('contract-warnings');
  const permissions = usePermissions();
  const [{ data: shell }] = useQuery({ query: ShellCurrentUserDocument });
  const [{ data: menu }] = useQuery({ query: ShellMenuDocument });
  // Decided once, on entering: a warning closed in another tab does not pull this one away.
  const [quiet] = useState(() => isQuiet(readLastClose(), Date.now()));
  const [step, setStep] = useState(0);

  const tenant = shell?.me.currentTenant;
  const lines = ['hfs', 'vrat'].filter((line) => permissions.tenantHas(line));
  const wanted = !quiet && permissions.ready && tenant?.type === 'Center' && lines.length > 0;
  const [{ data }] = useQuery({
    query: ContractWarningsDocument,
    variables: { tenantId: tenant?.id ?? '', lines },
    pause: !wanted,
    requestPolicy: 'network-only',
  });
  const warnings = useMemo(() => (wanted && data ? warningSequence(data.contractWarnings) : []), [wanted, data]);
  const current = warnings[step];
  if (!current) return null;

  const last = step === warnings.length - 1;
  const handleClose = () => {
    if (last) storeLastClose(Date.now());
    setStep(step + 1);
  };
  const line = current.line === 'vrat' && menu?.menu.vcat ? 'VCAT' : t(`line.${current.line}`);

  return (
    <Alert
      isOpen
      icon="warning-sign"
      intent="warning"
      confirmButtonText={last ? t('actions.close') : t('actions.next')}
      onConfirm={handleClose}
      canEscapeKeyCancel={false}
      className="contract-warning"
    >
      <H4>{t('title', { line })}</H4>
      <p>{message(current, line, t)}</p>
    </Alert>
  );
};

const message = (warning: Warning, line: string, t: TFunction<'contract-warnings'>) => {
  switch (warning.kind) {
    case 'days':
      return t('days', { line, days: warning.days });
    case 'margin':
      return warning.reminderTimes !== null && warning.reminderTimes > 0
        ? t('margin-with-reminder', { line, times: warning.times, reminder: warning.reminderTimes })
        : t('margin', { line, times: warning.times });
    case 'single': {
      const amount = formatYuanAmount(warning.reminderAmount);
      return warning.days !== null
        ? t('single-with-days', { line, amount, days: warning.days })
        : t('single', { line, amount });
    }
  }
};

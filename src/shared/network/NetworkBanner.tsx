import { Button, Callout } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { networkProblems, type NetworkProblems } from './networkProblems';

type NetworkBannerProps = { problems?: NetworkProblems };

export const useNetworkProblem = (problems: NetworkProblems = networkProblems): boolean =>
  useSyncExternalStore(problems.subscribe, problems.hasProblem);

/**
 * The spec's network message (000 §8, 002 §8) above the page, which keeps what it showed, with a
 * Retry. A banner rather than a toast: it stays until the network is back, and it is drawn by the
 * shell's own code, where a toast needs the toaster's code, which offline may not be fetched yet.
 */
export const NetworkBanner = ({ problems = networkProblems }: NetworkBannerProps) => {
  const { t } = useTranslation(['common', 'errors']);
  const problem = useNetworkProblem(problems);
  if (!problem) return null;
  return (
    // No icons: Blueprint fetches an icon's paths when it is first drawn, which offline fails.
    <Callout intent="warning" icon={null} className="atrium-block atrium-network-banner" role="alert">
      <span>{t('common:error.network')}</span>{' '}
      <Button size="small" intent="primary" text={t('errors:network.retry')} onClick={problems.retryAll} />
    </Callout>
  );
};

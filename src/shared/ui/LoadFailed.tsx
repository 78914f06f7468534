import { Button, Callout } from '@blueprintjs/core';
import type { CombinedError } from 'urql';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../graphql/errorMessage';

type Props = {
  /** What could not be loaded, e.g. "The orders could not be loaded". */
  title: string;
  error: CombinedError;
  retryText: string;
  /** Reads again from the server. */
  onRetry: () => void;
};

/** A read that failed with nothing to show: what failed, why (the server's words), and a retry. */
export const LoadFailed = ({ title, error, retryText, onRetry }: Props) => {
  const { t } = useTranslation('common');
  return (
    <Callout intent="danger" title={title}>
      {errorMessage(error, t('error.network'))}
      <div>
        <Button variant="minimal" icon="refresh" text={retryText} onClick={onRetry} />
      </div>
    </Callout>
  );
};

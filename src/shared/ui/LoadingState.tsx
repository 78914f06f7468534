import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

type LoadingStateProps = { label?: string };

export const LoadingState = ({ label }: LoadingStateProps) => {
  const { t } = useTranslation('common');
  const text = label ?? t('state.loading');
  return (
    <div className="atrium-loading" role="status" aria-live="polite">
      <Spinner size={32} aria-label={text} />
      <span className="atrium-loading-label">{text}</span>
    </div>
  );
};

import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../shared/ui/useDocumentTitle';
import { EmptyState } from '../shared/ui/EmptyState';

// Shown when /app-config.json cannot be loaded: without it the console cannot sign anyone in.
export const BootFailurePage = () => {
  const { t } = useTranslation('common');
  useDocumentTitle(t('boot.failed-title'));
  return (
    <main className="atrium-centered">
      <EmptyState
        icon="offline"
        title={t('boot.failed-title')}
        description={t('boot.failed-description')}
        action={
          <Button intent="primary" icon="refresh" text={t('error.reload')} onClick={() => window.location.reload()} />
        }
      />
    </main>
  );
};

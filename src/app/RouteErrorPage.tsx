import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { useDocumentTitle } from '../shared/ui/useDocumentTitle';
import { EmptyState } from '../shared/ui/EmptyState';

// The error boundary of every route: a friendly message instead of a blank page.
export const RouteErrorPage = () => {
  const { t } = useTranslation('common');
  const error = useRouteError();
  useDocumentTitle(t('error.title'));
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="atrium-centered">
      <EmptyState
        icon="warning-sign"
        title={t('error.title')}
        description={t('error.description')}
        action={
          <Button intent="primary" icon="refresh" text={t('error.reload')} onClick={() => window.location.reload()} />
        }
      />
    </main>
  );
};

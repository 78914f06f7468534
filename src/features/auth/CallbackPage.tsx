import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isDeepLink } from '../../shared/auth/deepLink';
import { useSession } from '../../shared/auth/useSession';
import { LoadingState } from '../../shared/ui/LoadingState';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { EmptyState } from '../../shared/ui/EmptyState';

// /callback: the provider sends the browser back here; the session machine completes the code
// exchange, then we open the page that was asked for, or "/" which goes to me.landingRoute.
export const CallbackPage = () => {
  const { t } = useTranslation('auth');
  const { status, returnTo, error, signIn } = useSession();
  useDocumentTitle(t('callback.title'));

  if (status === 'signedIn' || status === 'renewing') {
    return <Navigate to={isDeepLink(returnTo) ? returnTo : '/'} replace />;
  }
  if (status === 'failed') {
    return (
      <EmptyState
        icon="error"
        title={t('failed.title')}
        description={error ?? undefined}
        action={<Button intent="primary" text={t('failed.retry')} onClick={() => signIn('/')} />}
      />
    );
  }
  return <LoadingState label={t('callback.title')} />;
};

import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { deepLinkOf } from '../shared/auth/deepLink';
import { useSession } from '../shared/auth/useSession';
import { LoadingState } from '../shared/ui/LoadingState';
import { EmptyState } from '../shared/ui/EmptyState';

// The console's pages need a signed-in user; until then the session machine is signing in.
export const RequireSession = () => {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const { status, error, signIn } = useSession();
  switch (status) {
    case 'signedIn':
    case 'renewing':
      return <Outlet />;
    case 'signedOut':
      return <Navigate to="/signed-out" replace />;
    case 'signingOut':
      return <LoadingState label={t('signing-out.title')} />;
    case 'failed':
      return (
        <main className="atrium-centered">
          <EmptyState
            icon="error"
            title={t('failed.title')}
            description={error ?? undefined}
            action={<Button intent="primary" text={t('failed.retry')} onClick={() => signIn(deepLinkOf(location))} />}
          />
        </main>
      );
    default:
      return <LoadingState label={t('signing-in.title')} />;
  }
};

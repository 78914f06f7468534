import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../../shared/auth/useSession';
import { LoadingState } from '../../shared/ui/LoadingState';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { EmptyState } from '../../shared/ui/EmptyState';

// /signed-out: where the provider returns after sign-out (post_logout_redirect_uri).
export const SignedOutPage = () => {
  const { t } = useTranslation('auth');
  const { status, signIn } = useSession();
  useDocumentTitle(t('signed-out.title'));

  if (status === 'signedIn') return <Navigate to="/" replace />;
  if (status === 'signingIn') return <LoadingState label={t('signing-in.title')} />;
  return (
    <main className="atrium-centered">
      <EmptyState
        icon="log-out"
        title={t('signed-out.title')}
        description={t('signed-out.description')}
        action={
          <Button intent="primary" icon="log-in" text={t('signed-out.sign-in-again')} onClick={() => signIn('/')} />
        }
      />
    </main>
  );
};

import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/auth/useSession';

/** After a link did its work: sign in (fresh, so the new centre and roles are read). */
export const SignInAction = () => {
  const { t } = useTranslation('activation');
  const { signIn } = useSession();
  return <Button intent="primary" icon="log-in" text={t('sign-in')} onClick={() => signIn('/')} />;
};

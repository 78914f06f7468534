import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useQuery } from 'urql';
import { ShellCurrentUserDocument } from '../generated/graphql';
import { errorMessage } from '../shared/graphql/errorMessage';
import { LoadingState } from '../shared/ui/LoadingState';

// "/" opens the landing route the server decided for this user (spec 000 §2).
export const LandingRedirect = () => {
  const { t } = useTranslation('common');
  const [{ data, error }] = useQuery({ query: ShellCurrentUserDocument });
  if (data) return <Navigate to={data.me.landingRoute} replace />;
  if (error) {
    return (
      <Callout intent="danger" title={t('error.title')}>
        {errorMessage(error, t('error.network'))}
      </Callout>
    );
  }
  return <LoadingState />;
};

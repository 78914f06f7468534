import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { LoadingState } from '../../shared/ui/LoadingState';
import { NoAccessPage } from '../NoAccessPage';
import { ALWAYS_ALLOWED, isRouteAllowed } from './menuCatalogue';
import { useMenu } from './useMenu';

/**
 * Opens a page only when the user's menu for the current tenant type allows it; otherwise says
 * so plainly. The server refuses the data as well: this guard is for the user, not for security.
 */
export const RouteGuard = () => {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const { data, error } = useMenu();
  if ((ALWAYS_ALLOWED as readonly string[]).includes(pathname)) return <Outlet />;
  if (data) return isRouteAllowed(pathname, data.menu) ? <Outlet /> : <NoAccessPage />;
  if (error) {
    return (
      <Callout intent="danger" title={t('state.error')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  }
  return <LoadingState />;
};

import { Button, Callout, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import {
  ChooseRolesCurrentUserDocument,
  ChooseTenantDocument,
  type ChooseRolesCurrentUserQuery,
} from '../../generated/graphql';
import { tenantStore } from '../../shared/auth/tenantStore';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { TenantTypeTag } from './components/TenantTypeTag';
import { EmptyState } from '../../shared/ui/EmptyState';

type Membership = ChooseRolesCurrentUserQuery['me']['centerList'][number];

// /system/choseRoles (spec 000 §2): the user has effective roles but none is chosen.
export const ChooseRolesPage = () => {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [{ data, fetching, error }] = useQuery({ query: ChooseRolesCurrentUserDocument });
  const [choice, chooseTenant] = useMutation(ChooseTenantDocument);
  const [choosing, setChoosing] = useState<string | null>(null);

  const handleChoose = async (membership: Membership) => {
    setChoosing(membership.tenantId);
    const result = await chooseTenant({ tenantId: membership.tenantId });
    setChoosing(null);
    if (!result.data) return;
    tenantStore.set(result.data.chooseTenant.currentTenant?.id ?? membership.tenantId);
    void navigate(result.data.chooseTenant.landingRoute, { replace: true });
  };

  const networkText = t('common:error.network');
  const memberships = data?.me.centerList ?? [];
  const currentTenantId = data?.me.currentTenant?.id ?? null;

  return (
    <Page title={t('choose-roles.title')} subtitle={t('choose-roles.description')}>
      {choice.error && (
        <Callout intent="danger" title={t('choose-roles.choose-failed')} className="atrium-block">
          {errorMessage(choice.error, networkText)}
        </Callout>
      )}
      {fetching && !data ? (
        <LoadingState />
      ) : error && !data ? (
        <Callout intent="danger" title={t('choose-roles.error-title')}>
          {errorMessage(error, networkText)}
        </Callout>
      ) : memberships.length === 0 ? (
        <EmptyState
          icon="office"
          title={t('choose-roles.empty-title')}
          description={t('choose-roles.empty-description')}
        />
      ) : (
        <ul className="atrium-membership-list">
          {memberships.map((membership) => {
            const frozen = membership.state === 'Frozen';
            const roles = membership.roles.map((role) => role.displayName).join(', ') || t('choose-roles.no-roles');
            return (
              <li key={membership.id}>
                <Button
                  fill
                  size="large"
                  alignText="start"
                  icon="office"
                  endIcon={frozen ? 'lock' : 'chevron-right'}
                  disabled={frozen || choosing !== null}
                  loading={choosing === membership.tenantId}
                  onClick={() => void handleChoose(membership)}
                >
                  <span className="atrium-membership-name">{membership.displayName}</span>
                  <span className="atrium-membership-roles">{roles}</span>
                  <TenantTypeTag type={membership.type} />
                  {membership.tenantId === currentTenantId && (
                    <Tag minimal intent="primary">
                      {t('choose-roles.current')}
                    </Tag>
                  )}
                  {frozen && (
                    <Tag minimal intent="warning">
                      {t('choose-roles.frozen')}
                    </Tag>
                  )}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
};

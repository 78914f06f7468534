import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TenantType } from '../../../generated/graphql';

export const TenantTypeTag = ({ type }: { type: TenantType }) => {
  const { t } = useTranslation('account');
  const label = (() => {
    switch (type) {
      case 'Center':
        return t('tenant-type.center');
      case 'Enterprise':
        return t('tenant-type.enterprise');
      case 'EnterpriseAgent':
        return t('tenant-type.enterprise-agent');
      case 'Area':
        return t('tenant-type.area');
      case 'AreaAgent':
        return t('tenant-type.area-agent');
    }
  })();
  return <Tag minimal>{label}</Tag>;
};

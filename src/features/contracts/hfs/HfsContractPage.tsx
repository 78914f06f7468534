import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../shared/ui/Page';
import { ContractLock } from '../lock/ContractLock';
import { HfsContractManager } from './HfsContractManager';
import { HfsOverview } from './HfsOverview';
import { PATHS } from '../../../shared/routes/paths';

/** /system/contracts/hfs?tenantId=…: one tenant's HFS contracts; without a tenant, the overview. */
export const HfsContractPage = () => {
  const { t } = useTranslation('contracts');
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId');
  return (
    <Page
      title={t('page.title')}
      actions={tenantId ? <Link to={PATHS.hfsContracts}>{t('page.back')}</Link> : undefined}
    >
      <ContractLock line="hfs">
        {tenantId ? <HfsContractManager key={tenantId} tenantId={tenantId} /> : <HfsOverview />}
      </ContractLock>
    </Page>
  );
};

/** /system/center/menu/hfs/costOverview (spec 002 §2): the centre's own contracts and its child tenants'. */
export const HfsCostOverviewPage = () => {
  const { t } = useTranslation('contracts');
  return (
    <Page title={t('menu:center.items.cost-overview')}>
      <ContractLock line="hfs">
        <HfsOverview />
      </ContractLock>
    </Page>
  );
};

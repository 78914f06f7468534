import { Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../shared/ui/Page';
import { ContractLock } from '../lock/ContractLock';
import { HfsContractManager } from './HfsContractManager';
import { HfsOverview } from './HfsOverview';
import { SessionCostsPanel } from './session-costs/SessionCostsPanel';
import { useCostReader } from './session-costs/useCostReader';
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

/**
 * /system/center/menu/hfs/costOverview (spec 002 §2): the centre's own contracts and its child
 * tenants'; for the centre's cost readers also what its delivered sessions cost (issue 19 item 6).
 */
export const HfsCostOverviewPage = () => {
  const { t } = useTranslation('contracts');
  const costReader = useCostReader();
  return (
    <Page title={t('menu:center.items.cost-overview')}>
      <ContractLock line="hfs">
        {costReader ? (
          <Tabs id="atrium-hfs-cost-overview" defaultSelectedTabId="contracts" renderActiveTabPanelOnly>
            <Tab id="contracts" title={t('session-costs.tab-contracts')} panel={<HfsOverview />} />
            <Tab id="session-costs" title={t('session-costs.title')} panel={<SessionCostsPanel />} />
          </Tabs>
        ) : (
          <HfsOverview />
        )}
      </ContractLock>
    </Page>
  );
};

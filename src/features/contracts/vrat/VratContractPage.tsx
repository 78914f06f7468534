import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../shared/ui/Page';
import { ContractLock } from '../lock/ContractLock';
import { PATHS } from '../../../shared/routes/paths';
import { useLineLabel } from './useLineLabel';
import { VratContractManager } from './VratContractManager';
import { VratOverview } from './VratOverview';

/** /system/contracts/vrat?tenantId=…: one tenant's VRAT contracts; without a tenant, the overview. */
export const VratContractPage = () => {
  const { t } = useTranslation('vrat-contracts');
  const line = useLineLabel();
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId');
  return (
    <Page
      title={t('page.title', { line })}
      actions={tenantId ? <Link to={PATHS.vratContracts}>{t('page.back')}</Link> : undefined}
    >
      <ContractLock line="vrat">
        {tenantId ? <VratContractManager key={tenantId} tenantId={tenantId} /> : <VratOverview />}
      </ContractLock>
    </Page>
  );
};

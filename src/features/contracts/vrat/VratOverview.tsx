import { useQuery } from 'urql';
import { VratOverviewDocument } from '../../../generated/graphql';
import { ContractOverview } from '../shared/ContractOverview';
import { contractsPath } from '../../../shared/routes/paths';
import { VratContractManager } from './VratContractManager';

/** The caller's own tenant's VRAT contracts and the tenants it manages. */
export const VratOverview = () => {
  const [{ data, fetching, error }] = useQuery({ query: VratOverviewDocument, requestPolicy: 'cache-and-network' });
  return (
    <ContractOverview
      ns="vrat-contracts"
      data={data && { ownTenantId: data.me.currentTenant?.id ?? null, tenants: data.vratManagedTenants }}
      fetching={fetching}
      error={error}
      manager={(tenantId) => <VratContractManager tenantId={tenantId} />}
      linkTo={(tenantId) => contractsPath('vrat', tenantId)}
    />
  );
};

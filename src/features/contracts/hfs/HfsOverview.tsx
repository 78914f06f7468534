import { useQuery } from 'urql';
import { HfsOverviewDocument } from '../../../generated/graphql';
import { ContractOverview } from '../shared/ContractOverview';
import { HfsContractManager } from './HfsContractManager';
import { contractsPath } from '../../../shared/routes/paths';

/** The caller's own tenant's HFS contracts and the child tenants it manages. */
export const HfsOverview = () => {
  const [{ data, fetching, error }] = useQuery({ query: HfsOverviewDocument, requestPolicy: 'cache-and-network' });
  return (
    <ContractOverview
      ns="contracts"
      data={data && { ownTenantId: data.me.currentTenant?.id ?? null, tenants: data.hfsManagedTenants }}
      fetching={fetching}
      error={error}
      manager={(tenantId) => <HfsContractManager tenantId={tenantId} />}
      linkTo={(tenantId) => contractsPath('hfs', tenantId)}
    />
  );
};

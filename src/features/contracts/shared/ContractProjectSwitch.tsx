import { useQuery } from 'urql';
import { ContractTenantDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { ProjectSwitch } from '../../../shared/projects/ProjectSwitch';

/**
 * The tenant's project switch of this line, with its history, on the line's contract screen
 * (spec 002 §2 item 5 "HFS project switch and its history"): the same switch, before-close check
 * and contact-the-project-manager rule as the tenant lists.
 */
export const ContractProjectSwitch = ({ tenantId, line }: { tenantId: string; line: 'hfs' | 'vrat' }) => {
  // Without the right to read the tenant there is simply no switch to show.
  const [{ data }, refetch] = useQuery({
    query: ContractTenantDocument,
    variables: { id: tenantId },
    context: NO_ERROR_TOAST,
  });
  if (!data) return null;
  return (
    <span className="atrium-contract-project">
      <ProjectSwitch tenant={data.tenant} project={line} onChanged={() => refetch({ requestPolicy: 'network-only' })} />
    </span>
  );
};

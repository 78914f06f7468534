import { H4, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { HfsOverviewDocument } from '../../../generated/graphql';
import { formatDate } from '../../../shared/i18n/formatDate';
import { HfsContractManager } from './HfsContractManager';
import { hfsManagerPath } from './paths';
import { kebab } from '../shared/catalogueKey';

/**
 * The caller's own tenant's HFS contracts (read-only: its parent manages them) and, when it has
 * child tenants, the list of them, each linking to its contract screen.
 */
export const HfsOverview = () => {
  const { t, i18n } = useTranslation('contracts');
  const [{ data, fetching, error }] = useQuery({ query: HfsOverviewDocument, requestPolicy: 'cache-and-network' });
  if (!data) {
    if (fetching) return <Spinner className="atrium-hfs-loading" />;
    return <NonIdealState icon="error" title={t('list.load-failed')} description={error?.message} />;
  }
  const own = data.me.currentTenant;
  const children = data.hfsManagedTenants;
  return (
    <>
      {own && <HfsContractManager tenantId={own.id} />}
      {children.length > 0 && (
        <section className="atrium-hfs-tenants" aria-labelledby="atrium-hfs-tenants-title">
          <H4 id="atrium-hfs-tenants-title">{t('overview.children')}</H4>
          <HTMLTable striped compact>
            <thead>
              <tr>
                <th>{t('overview.tenant')}</th>
                <th>{t('overview.type')}</th>
                <th>{t('overview.contracts')}</th>
                <th>{t('overview.active-until')}</th>
              </tr>
            </thead>
            <tbody>
              {children.map((child) => (
                <tr key={child.tenantId}>
                  <td>
                    <Link to={hfsManagerPath(child.tenantId)}>{child.tenantName}</Link>
                  </td>
                  <td>{t(`overview.types.${kebab(child.tenantType)}`, { defaultValue: child.tenantType })}</td>
                  <td>{child.contractCount}</td>
                  <td>{formatDate(child.activeEndTime, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </section>
      )}
    </>
  );
};

import { HTMLTable, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/i18n/formatDate';
import { kebab } from './catalogueKey';
import type { ContractNamespace } from './contractNamespace';
import './contracts.css';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import { EmptyState } from '../../../shared/ui/EmptyState';

type ManagedTenant = {
  tenantId: string;
  tenantName: string;
  tenantType: string;
  contractCount: number;
  activeEndTime: string | null;
};

type ContractOverviewProps = {
  ns: ContractNamespace;
  /** The line's overview query, read: absent while it loads or when it failed. */
  data: { ownTenantId: string | null; tenants: readonly ManagedTenant[] } | undefined;
  fetching: boolean;
  error: Error | undefined;
  /** The line's contract screen of one tenant. */
  manager: (tenantId: string) => ReactNode;
  linkTo: (tenantId: string) => string;
};

/**
 * The caller's own tenant's contracts of one line (read-only when its parent manages them) and,
 * when it has child tenants, the list of them, each linking to its contract screen.
 */
export const ContractOverview = ({ ns, data, fetching, error, manager, linkTo }: ContractOverviewProps) => {
  const { t, i18n } = useTranslation(ns);
  if (!data) {
    if (fetching) return <Spinner className="atrium-contract-loading" />;
    return <EmptyState icon="error" title={t('list.load-failed')} description={error?.message} />;
  }
  const { ownTenantId, tenants } = data;
  return (
    <>
      {ownTenantId && manager(ownTenantId)}
      {tenants.length > 0 && (
        <section className="atrium-contract-tenants" aria-labelledby="atrium-contract-tenants-title">
          <SectionTitle id="atrium-contract-tenants-title">{t('overview.children')}</SectionTitle>
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
              {tenants.map((tenant) => (
                <tr key={tenant.tenantId}>
                  <td>
                    <Link to={linkTo(tenant.tenantId)}>{tenant.tenantName}</Link>
                  </td>
                  <td>{t(`overview.types.${kebab(tenant.tenantType)}`, { defaultValue: tenant.tenantType })}</td>
                  <td>{tenant.contractCount}</td>
                  <td>{formatDate(tenant.activeEndTime, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </section>
      )}
    </>
  );
};

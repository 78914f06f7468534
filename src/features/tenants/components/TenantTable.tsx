import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TenantFieldsFragment } from '../../../generated/graphql';
import { formatDate } from '../../../shared/i18n/formatDate';
import { ProjectSwitch } from '../../../shared/projects/ProjectSwitch';
import { TenantActions, type TenantAction } from './TenantActions';
import { typeKey, stateKey } from '../tenantForm';
import { FIXED_TABLE, ListColumnWidths } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';

/**
 * The columns by kind (columnWidths.ts): name, type, parent, area, e-mail, state, projects (two
 * switches, one above the other), created, actions.
 */
export const TENANT_COLUMN_KINDS: readonly ColumnKind[] = [
  'text',
  'label',
  'text',
  'text',
  'text',
  'status',
  'label',
  'date',
  'wordAction',
];

type TenantTableProps = {
  tenants: TenantFieldsFragment[];
  onAction: (action: TenantAction, tenant: TenantFieldsFragment) => void;
  onChanged: () => void;
};

export const TenantTable = ({ tenants, onAction, onChanged }: TenantTableProps) => {
  const { t, i18n } = useTranslation('tenants');
  return (
    <HTMLTable striped compact className={`atrium-table atrium-tenant-table ${FIXED_TABLE}`}>
      <ListColumnWidths kinds={TENANT_COLUMN_KINDS} />
      <thead>
        <tr>
          <th scope="col">{t('fields.name')}</th>
          <th scope="col">{t('fields.type')}</th>
          <th scope="col">{t('fields.parent')}</th>
          <th scope="col">{t('fields.area')}</th>
          <th scope="col">{t('fields.email')}</th>
          <th scope="col">{t('fields.state')}</th>
          <th scope="col">{t('fields.projects')}</th>
          <th scope="col">{t('fields.created')}</th>
          <th scope="col">{t('list.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {tenants.map((tenant) => (
          <tr key={tenant.id}>
            <th scope="row">
              <span className="atrium-tenant-name">
                {tenant.logo && <img src={tenant.logo} alt="" className="atrium-tenant-logo" />}
                <TruncatedText text={tenant.displayName} />
              </span>
            </th>
            <td>{t(typeKey(tenant.type))}</td>
            <td>
              <TruncatedText text={tenant.parentTenant?.displayName ?? ''} />
            </td>
            <td>
              <TruncatedText text={tenant.area ?? ''} />
            </td>
            <td>
              <TruncatedText text={tenant.email ?? ''} />
            </td>
            <td>
              <Tag intent={tenant.state === 'Frozen' ? 'danger' : 'success'} minimal>
                {t(stateKey(tenant.state))}
              </Tag>
            </td>
            <td className="atrium-tenant-projects">
              <ProjectSwitch tenant={tenant} project="hfs" onChanged={onChanged} />
              <ProjectSwitch tenant={tenant} project="vrat" onChanged={onChanged} />
            </td>
            <td>{formatDate(tenant.creationTime, i18n.language)}</td>
            <td>
              <Button
                size="small"
                variant="minimal"
                icon="edit"
                text={t('actions.edit')}
                aria-label={`${t('actions.edit')} ${tenant.displayName}`}
                onClick={() => onAction('edit', tenant)}
              />
              <TenantActions tenant={tenant} onAction={onAction} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};

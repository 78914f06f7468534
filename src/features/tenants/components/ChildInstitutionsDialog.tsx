import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ChildInstitutionsDocument, type TenantFieldsFragment } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { typeKey, stateKey } from '../tenantForm';
import { EmptyState } from '../../../shared/ui/EmptyState';

type Props = { tenant: TenantFieldsFragment; onClose: () => void };

/** The tenants right below one (spec 002 §3 Tenant "child institutions"). */
export const ChildInstitutionsDialog = ({ tenant, onClose }: Props) => {
  const { t } = useTranslation('tenants');
  const [{ data, fetching, error }] = useQuery({
    query: ChildInstitutionsDocument,
    variables: { tenantId: tenant.id },
    requestPolicy: 'network-only',
    context: NO_ERROR_TOAST,
  });
  const items = data?.childInstitutions.items;
  return (
    <Dialog isOpen onClose={onClose} title={t('children.title', { name: tenant.displayName })} icon="diagram-tree">
      <DialogBody>
        {fetching && !items && <Spinner size={24} />}
        {error && !items && <Callout intent="danger">{errorMessage(error, t('common:error.network'))}</Callout>}
        {items && items.length === 0 && <EmptyState icon="diagram-tree" title={t('children.empty')} />}
        {items && items.length > 0 && (
          <HTMLTable compact striped className="atrium-table">
            <thead>
              <tr>
                <th scope="col">{t('fields.name')}</th>
                <th scope="col">{t('fields.type')}</th>
                <th scope="col">{t('fields.state')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((child) => (
                <tr key={child.id}>
                  <th scope="row">{child.displayName}</th>
                  <td>{t(typeKey(child.type))}</td>
                  <td>
                    <Tag intent={child.state === 'Frozen' ? 'danger' : 'success'} minimal>
                      {t(stateKey(child.state))}
                    </Tag>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={t('switch.ok')} onClick={onClose} />} />
    </Dialog>
  );
};

import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TenantFieldsFragment } from '../../../generated/graphql';
import { contractsPath, depositsPath } from '../../../shared/routes/paths';

export type TenantAction = 'edit' | 'freeze' | 'delete' | 'reminder' | 'send-email' | 'qr-link' | 'children';

type Props = { tenant: TenantFieldsFragment; onAction: (action: TenantAction, tenant: TenantFieldsFragment) => void };

/** A row's actions, and the links to the tenant's contract manager and its deposits and contract files. */
export const TenantActions = ({ tenant, onAction }: Props) => {
  const { t } = useTranslation('tenants');
  const navigate = useNavigate();
  const contracts = (line: 'hfs' | 'vrat') => contractsPath(line, tenant.id);
  const deposits = depositsPath(tenant.id);
  const menu = (
    <Menu>
      <MenuItem icon="edit" text={t('actions.edit')} onClick={() => onAction('edit', tenant)} />
      <MenuItem
        icon={tenant.state === 'Frozen' ? 'unlock' : 'lock'}
        text={t(tenant.state === 'Frozen' ? 'actions.unfreeze' : 'actions.freeze')}
        onClick={() => onAction('freeze', tenant)}
      />
      <MenuItem icon="notifications" text={t('actions.reminder')} onClick={() => onAction('reminder', tenant)} />
      <MenuItem icon="envelope" text={t('actions.send-email')} onClick={() => onAction('send-email', tenant)} />
      <MenuItem icon="barcode" text={t('actions.qr-link')} onClick={() => onAction('qr-link', tenant)} />
      <MenuItem icon="diagram-tree" text={t('actions.children')} onClick={() => onAction('children', tenant)} />
      <MenuDivider />
      <MenuItem
        icon="document"
        text={t('actions.hfs-contracts')}
        href={contracts('hfs')}
        onClick={(e) => {
          e.preventDefault();
          void navigate(contracts('hfs'));
        }}
      />
      <MenuItem
        icon="document"
        text={t('vrat-contracts:link')}
        href={contracts('vrat')}
        onClick={(e) => {
          e.preventDefault();
          void navigate(contracts('vrat'));
        }}
      />
      <MenuItem
        icon="bank-account"
        text={t('actions.deposits')}
        href={deposits}
        onClick={(e) => {
          e.preventDefault();
          void navigate(deposits);
        }}
      />
      <MenuDivider />
      <MenuItem icon="trash" intent="danger" text={t('actions.delete')} onClick={() => onAction('delete', tenant)} />
    </Menu>
  );
  return (
    <Popover content={menu} placement="bottom-end">
      <Button
        size="small"
        variant="minimal"
        icon="more"
        aria-label={t('list.more', { name: tenant.displayName })}
        title={t('list.more', { name: tenant.displayName })}
      />
    </Popover>
  );
};

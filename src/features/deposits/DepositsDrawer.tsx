import { Drawer, DrawerSize, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractFileTab } from './components/ContractFileTab';
import { DepositTab } from './components/DepositTab';
import './deposits.css';

export type DepositsDrawerProps = {
  tenantId: string;
  /** The tenant's name for the title, when the opener knows it. */
  tenantName?: string;
  isOpen: boolean;
  onClose: () => void;
};

type TabId = 'deposits' | 'files';

/**
 * Spec 002 §2 screen 7: the deposit and contract drawer with two tabs (deposits, contract files),
 * opened from a tenant list for one tenant.
 */
export const DepositsDrawer = ({ tenantId, tenantName, isOpen, onClose }: DepositsDrawerProps) => {
  const { t } = useTranslation('deposits');
  const [tab, setTab] = useState<TabId>('deposits');
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      size={DrawerSize.STANDARD}
      icon="bank-account"
      title={tenantName ? t('drawer.title-of', { name: tenantName }) : t('drawer.title')}
    >
      <div className="atrium-deposits-drawer">
        <Tabs id="deposits-drawer-tabs" selectedTabId={tab} onChange={(next) => setTab(next as TabId)}>
          <Tab id="deposits" title={t('tabs.deposits')} panel={<DepositTab tenantId={tenantId} />} />
          <Tab id="files" title={t('tabs.files')} panel={<ContractFileTab tenantId={tenantId} />} />
        </Tabs>
      </div>
    </Drawer>
  );
};

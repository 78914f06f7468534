import { Dialog, DialogBody, Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { HfsContractFieldsFragment } from '../../../../generated/graphql';
import { stateAllows } from '../components/HfsContractTable';
import { ResourceTab } from './ResourceTab';
import { RESOURCE_TABS } from './resourceTypes';
import { kebab } from '../../shared/catalogueKey';

type HfsResourcesDialogProps = { contract: HfsContractFieldsFragment; today: string; onClose: () => void };

/**
 * A contract's resources with their prices, one tab per type (spec 002 §2 item 5, §3). Adding is
 * disabled on Expired and Deactivate; price edits and deletions only on NotActive, Active and
 * NotEnable (§4: the machine's table decides).
 */
export const HfsResourcesDialog = ({ contract, today, onClose }: HfsResourcesDialogProps) => {
  const { t } = useTranslation('contracts');
  const mayAdd = stateAllows(contract, today, 'addResource');
  const mayEdit = stateAllows(contract, today, 'editResource');
  return (
    <Dialog isOpen title={t('resources.title')} icon="box" style={{ width: 900 }} onClose={onClose}>
      <DialogBody className="atrium-hfs-resources-body">
        <Tabs id="atrium-hfs-resources" defaultSelectedTabId="Assessment" renderActiveTabPanelOnly>
          {RESOURCE_TABS.map((type) => (
            <Tab
              key={type}
              id={type}
              title={t(`resources.type.${kebab(type)}`)}
              panel={
                <ResourceTab
                  contractId={contract.id}
                  tenantId={contract.tenantId}
                  type={type}
                  mayAdd={mayAdd}
                  mayEdit={mayEdit}
                />
              }
            />
          ))}
        </Tabs>
      </DialogBody>
    </Dialog>
  );
};

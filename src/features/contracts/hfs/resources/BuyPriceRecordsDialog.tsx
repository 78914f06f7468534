import { Dialog, DialogBody, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { HfsContractResourceFieldsFragment } from '../../../../generated/graphql';
import { formatDateTime } from '../../../../shared/i18n/formatDate';
import { formatOptionalYuan } from '../../../../shared/money/yuan';
import { kebab } from '../../shared/catalogueKey';
import { EmptyState } from '../../../../shared/ui/EmptyState';

/** Spec 002 §3 buyPriceRecords: time, price and who set it, newest first. */
export const BuyPriceRecordsDialog = ({
  resource,
  onClose,
}: {
  resource: HfsContractResourceFieldsFragment;
  onClose: () => void;
}) => {
  const { t } = useTranslation('contracts');
  const isPlan = resource.type === 'TrainingPlanV2';
  return (
    <Dialog
      isOpen
      title={t('resources.records-title', { name: resource.resourceName })}
      icon="history"
      style={{ width: 560 }}
      onClose={onClose}
    >
      <DialogBody className="atrium-hfs-price-records">
        {resource.buyPriceRecords.length === 0 ? (
          <EmptyState icon="th-list" title={t('records.empty')} />
        ) : (
          <HTMLTable compact striped>
            <thead>
              <tr>
                <th>{t('records.time')}</th>
                {isPlan && <th>{t('resources.class-kind')}</th>}
                <th>{t('resources.price')}</th>
                <th>{t('records.operator')}</th>
              </tr>
            </thead>
            <tbody>
              {resource.buyPriceRecords.map((r, i) => (
                <tr key={`${r.time}-${i}`}>
                  <td>{formatDateTime(r.time)}</td>
                  {isPlan && (
                    <td>
                      {r.resourceType ? t(`resources.class.${kebab(r.resourceType)}`) : ''}{' '}
                      {r.platform ? t(`resources.platform.${kebab(r.platform)}`) : ''}
                    </td>
                  )}
                  <td className="atrium-number">{formatOptionalYuan(r.price)}</td>
                  <td>{r.operateName}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
    </Dialog>
  );
};

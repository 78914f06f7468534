import { Button, Dialog, DialogBody, DialogFooter, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { VratContractRecordsDocument } from '../../../../generated/graphql';
import { formatDate } from '../../../../shared/i18n/formatDate';
import { kebab } from '../../shared/catalogueKey';
import { formatOptionalYuan } from '../../../../shared/money/yuan';
import { RECORD_PAGE_SIZE, RecordTable } from '../../shared/RecordTable';

const pageOf = <T,>(rows: readonly T[] | undefined, page: number) =>
  rows?.slice((page - 1) * RECORD_PAGE_SIZE, page * RECORD_PAGE_SIZE);

/** Spec 002 §3 VRAT contract Records (money, free tests) and OperateRecords (operations and unit prices). */
export const VratRecordsDialog = ({ contractId, onClose }: { contractId: string; onClose: () => void }) => {
  const { t, i18n } = useTranslation('vrat-contracts');
  const [{ data, fetching, error }] = useQuery({
    query: VratContractRecordsDocument,
    variables: { id: contractId },
    requestPolicy: 'cache-and-network',
  });
  const [tab, setTab] = useState<'money' | 'operations'>('money');
  const [moneyPage, setMoneyPage] = useState(1);
  const [operationPage, setOperationPage] = useState(1);
  const detail = data?.vratContract;
  return (
    <Dialog isOpen title={t('records.title')} icon="history" style={{ width: 760 }} onClose={onClose}>
      <DialogBody>
        <Tabs
          id="atrium-vrat-records"
          selectedTabId={tab}
          onChange={(next) => setTab(next === 'operations' ? 'operations' : 'money')}
        >
          <Tab
            id="money"
            title={t('records.recharge-tab')}
            panel={
              <RecordTable
                rows={pageOf(detail?.records, moneyPage)}
                totalCount={detail?.records.length ?? 0}
                fetching={fetching}
                error={error}
                page={moneyPage}
                onPage={setMoneyPage}
                columns={[
                  { key: 'money', label: t('records.money'), render: (row) => formatOptionalYuan(row.money) },
                  { key: 'free', label: t('records.free-times'), render: (row) => row.freeTimes },
                  { key: 'remark', label: t('records.remark'), render: (row) => row.remark },
                ]}
              />
            }
          />
          <Tab
            id="operations"
            title={t('records.operation-tab')}
            panel={
              <RecordTable
                rows={pageOf(detail?.operateRecords, operationPage)}
                totalCount={detail?.operateRecords.length ?? 0}
                fetching={fetching}
                error={error}
                page={operationPage}
                onPage={setOperationPage}
                columns={[
                  {
                    key: 'type',
                    label: t('records.operate-type'),
                    render: (row) => t(`operation.${kebab(row.operateType)}`, { defaultValue: row.operateType }),
                  },
                  { key: 'operator', label: t('records.operator'), render: (row) => row.operateName },
                  {
                    key: 'end',
                    label: t('records.end-time'),
                    render: (row) => (row.endTime ? formatDate(row.endTime, i18n.language) : '—'),
                  },
                  { key: 'price', label: t('records.unit-price'), render: (row) => formatOptionalYuan(row.unitPrice) },
                ]}
              />
            }
          />
        </Tabs>
      </DialogBody>
      <DialogFooter actions={<Button text={t('records.close')} onClick={onClose} />} />
    </Dialog>
  );
};

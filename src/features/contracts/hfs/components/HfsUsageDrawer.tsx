import { Drawer, DrawerSize, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { HfsUsageRecordsDocument, type ContractUsageKind } from '../../../../generated/graphql';
import { formatDateTime } from '../../../../shared/i18n/formatDate';
import { formatMoney } from '../../shared/money';
import { RECORD_PAGE_SIZE, RecordTable } from '../../shared/RecordTable';

// Spec 002 §9: the usage-records tabs.
const KINDS: readonly ContractUsageKind[] = ['evaluation', 'train', 'class', 'course', 'music'];

/** What a usage entry names (a child, a resource), as one line. */
const describe = (details: string): string => {
  try {
    const value: unknown = JSON.parse(details);
    if (typeof value !== 'object' || value === null) return '';
    return Object.values(value as Record<string, unknown>)
      .filter((v) => typeof v === 'string' || typeof v === 'number')
      .join(' · ');
  } catch {
    return '';
  }
};

const UsageTab = ({ contractId, kind }: { contractId: string; kind: ContractUsageKind }) => {
  const { t, i18n } = useTranslation('contracts');
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }] = useQuery({
    query: HfsUsageRecordsDocument,
    variables: { contractId, kind, skipCount: (page - 1) * RECORD_PAGE_SIZE, maxResultCount: RECORD_PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  const records = data?.hfsUsageRecords;
  return (
    <RecordTable
      rows={records?.items}
      totalCount={records?.totalCount ?? 0}
      fetching={fetching}
      error={error}
      page={page}
      onPage={setPage}
      rowKey={(r) => r.id}
      columns={[
        { key: 'time', label: t('records.time'), render: (r) => formatDateTime(r.creationTime, i18n.language) },
        { key: 'what', label: t('usage.what'), render: (r) => describe(r.details) },
        { key: 'money', label: t('records.money'), render: (r) => formatMoney(r.money) },
      ]}
    />
  );
};

/** The usage-records drawer of a contract, one tab per usage kind. */
export const HfsUsageDrawer = ({ contractId, onClose }: { contractId: string; onClose: () => void }) => {
  const { t } = useTranslation('contracts');
  return (
    <Drawer isOpen title={t('usage.title')} icon="timeline-line-chart" size={DrawerSize.STANDARD} onClose={onClose}>
      <div className="atrium-drawer-body">
        <Tabs id="atrium-hfs-usage" defaultSelectedTabId="evaluation" renderActiveTabPanelOnly>
          {KINDS.map((kind) => (
            <Tab
              key={kind}
              id={kind}
              title={t(`usage.${kind}`)}
              panel={<UsageTab contractId={contractId} kind={kind} />}
            />
          ))}
        </Tabs>
      </div>
    </Drawer>
  );
};

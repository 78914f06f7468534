import { Drawer, DrawerSize, Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { HfsUsageRecordsDocument, type ContractUsageKind } from '../../../../generated/graphql';
import { formatOptionalYuan } from '../../../../shared/money/yuan';
import { RecordTable } from '../../shared/RecordTable';
import { usePagedRecords } from '../../shared/usePagedRecords';

// Spec 002 §9: the usage-records tabs.
const KINDS: readonly ContractUsageKind[] = ['evaluation', 'train', 'class', 'course', 'music'];

/**
 * What a usage entry names (the child, the session, the resource), as one line. Ids (planId,
 * subjectId, caseId) mean nothing to a reader and are left out; a session number is named.
 */
const describe = (details: string, session: (num: number) => string): string => {
  try {
    const value: unknown = JSON.parse(details);
    if (typeof value !== 'object' || value === null) return '';
    return Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => !/id$/i.test(key) && (typeof v === 'string' || typeof v === 'number'))
      .map(([key, v]) => (key === 'num' && typeof v === 'number' ? session(v) : String(v)))
      .join(' · ');
  } catch {
    return '';
  }
};

const UsageTab = ({ contractId, kind }: { contractId: string; kind: ContractUsageKind }) => {
  const { t } = useTranslation('contracts');
  const { table } = usePagedRecords(HfsUsageRecordsDocument, { contractId, kind }, (data) => data.hfsUsageRecords);
  return (
    <RecordTable
      {...table}
      columns={[
        {
          key: 'what',
          label: t('usage.what'),
          render: (r) => describe(r.details, (num) => t('usage.session', { num })),
        },
        { key: 'money', label: t('records.money'), render: (r) => formatOptionalYuan(r.money) },
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

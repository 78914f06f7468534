import { useTranslation } from 'react-i18next';
import type { AssessmentQuotaFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { AmountText } from './AmountText';

/** Child, assessment, amount (signed), remaining, remark, by whom, when. */
export const ASSESSMENT_QUOTA_COLUMN_KINDS = [
  'text',
  'text',
  'number',
  'number',
  'text',
  'name',
  'dateTime',
] as const satisfies readonly ColumnKind[];

export const AssessmentQuotaTable = ({ entries }: { entries: AssessmentQuotaFieldsFragment[] }) => {
  const { t } = useTranslation('quotas');
  const titles = ['child', 'assessment', 'amount', 'remaining', 'remark', 'creator', 'created'];
  const columns: ListColumn[] = ASSESSMENT_QUOTA_COLUMN_KINDS.map((kind, i) => ({
    title: t(`assessment-columns.${titles[i]}`),
    kind,
  }));
  return (
    <ListTable columns={columns}>
      {entries.map((entry) => (
        <tr key={entry.id}>
          <th scope="row">
            <TruncatedText text={entry.childName} />
          </th>
          <td>
            <TruncatedText text={entry.assessmentName} />
          </td>
          <td className={entry.times < 0 ? 'atrium-quota-reduce' : undefined}>
            {entry.times > 0 ? `+${entry.times}` : entry.times}
          </td>
          <td>
            <AmountText value={entry.remainingTimes} />
          </td>
          <td>
            <TruncatedText text={entry.remark} />
          </td>
          <td>
            <TruncatedText text={entry.creatorName ?? '—'} />
          </td>
          <td>{formatDateTime(entry.creationTime)}</td>
        </tr>
      ))}
    </ListTable>
  );
};

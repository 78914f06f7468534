import { Classes, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { WorkbenchCheckInsQuery } from '../../../generated/graphql';
import { formatDate, formatTime } from '../../../shared/i18n/formatDate';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { CountedTableCard } from './CountedTableCard';

type CheckInsCardProps = { checkIns: WorkbenchCheckInsQuery['checkIns'] };

/** Today's check-ins: who came, when, who checked them in, and when they left. */
export const CheckInsCard = ({ checkIns }: CheckInsCardProps) => {
  const { t, i18n } = useTranslation('workbench');
  const none = t('common:value.none');
  return (
    <CountedTableCard
      titleId="workbench-check-ins-title"
      title={t('check-ins.title')}
      aside={<span className={Classes.TEXT_MUTED}>{formatDate(checkIns.day, i18n.language)}</span>}
      count={checkIns.totalCount}
      countTestId="check-ins-count"
      countLabel={t('check-ins.count-label')}
      empty={{ icon: 'log-in', title: t('check-ins.empty-title'), description: t('check-ins.empty-description') }}
      columns={[
        { title: t('columns.name'), kind: 'text' },
        { title: t('columns.outpatient-number'), kind: 'code' },
        { title: t('columns.checked-in-at'), kind: 'time' },
        { title: t('columns.checked-in-by'), kind: 'name' },
        { title: t('columns.checked-out-at'), kind: 'status' },
      ]}
      items={checkIns.items}
      renderRow={(item) => (
        <tr key={item.id}>
          <th scope="row">
            <TruncatedText text={item.subjectName} />
          </th>
          <td>{item.outpatientNumber || none}</td>
          <td>{formatTime(item.checkInTime)}</td>
          <td>
            <TruncatedText text={item.checkedInByName || none} />
          </td>
          <td>
            {item.checkOutTime ? (
              formatTime(item.checkOutTime)
            ) : (
              <Tag minimal intent="success">
                {t('check-ins.still-here')}
              </Tag>
            )}
          </td>
        </tr>
      )}
    />
  );
};

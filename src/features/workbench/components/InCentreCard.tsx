import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { WorkbenchCheckInsQuery } from '../../../generated/graphql';
import { formatTime } from '../../../shared/i18n/formatDate';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { CountedTableCard } from './CountedTableCard';

export type OpenCheckIn = WorkbenchCheckInsQuery['checkIns']['items'][number];

type InCentreCardProps = { items: readonly OpenCheckIn[]; onCheckOut: (item: OpenCheckIn) => void };

/** The children in the centre now (checked in today, not yet out), each with a check-out. */
export const InCentreCard = ({ items, onCheckOut }: InCentreCardProps) => {
  const { t } = useTranslation('workbench');
  return (
    <CountedTableCard
      titleId="workbench-in-centre-title"
      title={t('in-centre.title')}
      count={items.length}
      countTestId="in-centre-count"
      countLabel={t('in-centre.count-label')}
      empty={{ icon: 'home', title: t('in-centre.empty-title'), description: t('in-centre.empty-description') }}
      columns={[
        { title: t('columns.name'), kind: 'text' },
        { title: t('columns.since'), kind: 'time' },
        { title: t('columns.actions'), kind: 'buttonAction' },
      ]}
      items={items}
      renderRow={(item) => (
        <tr key={item.id}>
          <th scope="row">
            <TruncatedText text={item.subjectName} />
          </th>
          <td>{formatTime(item.checkInTime)}</td>
          <td>
            <Button
              size="small"
              variant="outlined"
              icon="log-out"
              text={t('in-centre.check-out')}
              onClick={() => onCheckOut(item)}
            />
          </td>
        </tr>
      )}
    />
  );
};

import { Button, Card, H4, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { WorkbenchCheckInsQuery } from '../../../generated/graphql';
import { formatTime } from '../../../shared/i18n/formatDate';

export type OpenCheckIn = WorkbenchCheckInsQuery['checkIns']['items'][number];

type InCentreCardProps = { items: readonly OpenCheckIn[]; onCheckOut: (item: OpenCheckIn) => void };

/** The children in the centre now (checked in today, not yet out), each with a check-out. */
export const InCentreCard = ({ items, onCheckOut }: InCentreCardProps) => {
  const { t } = useTranslation('workbench');
  return (
    <Card className="atrium-card" aria-labelledby="workbench-in-centre-title">
      <div className="atrium-card-header">
        <H4 id="workbench-in-centre-title">{t('in-centre.title')}</H4>
      </div>
      <div className="atrium-stat">
        <span className="atrium-workbench-stat-value" data-testid="in-centre-count">
          {items.length}
        </span>
        <span className="atrium-stat-label">{t('in-centre.count-label')}</span>
      </div>
      {items.length === 0 ? (
        <NonIdealState icon="home" title={t('in-centre.empty-title')} description={t('in-centre.empty-description')} />
      ) : (
        <div className="atrium-workbench-scroll">
          <HTMLTable compact striped className="atrium-workbench-table" aria-labelledby="workbench-in-centre-title">
            <thead>
              <tr>
                <th scope="col">{t('columns.name')}</th>
                <th scope="col">{t('columns.since')}</th>
                <th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.subjectName}</th>
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
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
};

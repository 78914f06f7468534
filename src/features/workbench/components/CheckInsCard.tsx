import { Card, Classes, H4, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { WorkbenchCheckInsQuery } from '../../../generated/graphql';
import { formatDate, formatTime } from '../../../shared/i18n/formatDate';

type CheckInsCardProps = { checkIns: WorkbenchCheckInsQuery['checkIns'] };

/** Today's check-ins: who came, when, who checked them in, and when they left. */
export const CheckInsCard = ({ checkIns }: CheckInsCardProps) => {
  const { t, i18n } = useTranslation('workbench');
  const none = t('common:value.none');
  return (
    <Card className="atrium-card" aria-labelledby="workbench-check-ins-title">
      <div className="atrium-card-header">
        <H4 id="workbench-check-ins-title">{t('check-ins.title')}</H4>
        <span className={Classes.TEXT_MUTED}>{formatDate(checkIns.day, i18n.language)}</span>
      </div>
      <div className="atrium-stat">
        <span className="atrium-workbench-stat-value" data-testid="check-ins-count">
          {checkIns.totalCount}
        </span>
        <span className="atrium-stat-label">{t('check-ins.count-label')}</span>
      </div>
      {checkIns.items.length === 0 ? (
        <NonIdealState
          icon="log-in"
          title={t('check-ins.empty-title')}
          description={t('check-ins.empty-description')}
        />
      ) : (
        <div className="atrium-workbench-scroll">
          <HTMLTable compact striped className="atrium-workbench-table" aria-labelledby="workbench-check-ins-title">
            <thead>
              <tr>
                <th scope="col">{t('columns.name')}</th>
                <th scope="col">{t('columns.outpatient-number')}</th>
                <th scope="col">{t('columns.checked-in-at')}</th>
                <th scope="col">{t('columns.checked-in-by')}</th>
                <th scope="col">{t('columns.checked-out-at')}</th>
              </tr>
            </thead>
            <tbody>
              {checkIns.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.subjectName}</th>
                  <td>{item.outpatientNumber || none}</td>
                  <td>{formatTime(item.checkInTime)}</td>
                  <td>{item.checkedInByName || none}</td>
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
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
};

import { Button, Card, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { WorkbenchOverviewQuery } from '../../../generated/graphql';
import { formatDate } from '../../../shared/i18n/formatDate';
import { genderLabel } from '../../../shared/i18n/genderLabel';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import { EmptyState } from '../../../shared/ui/EmptyState';

type ChildrenCardProps = { subjects: WorkbenchOverviewQuery['subjects']; onViewAll: () => void };

/** The centre's number of children and the newest ones. */
export const ChildrenCard = ({ subjects, onViewAll }: ChildrenCardProps) => {
  const { t, i18n } = useTranslation('workbench');
  const none = t('common:value.none');
  return (
    <Card className="atrium-card atrium-workbench-wide">
      <div className="atrium-card-header">
        <SectionTitle>{t('children.title')}</SectionTitle>
        <Button variant="minimal" endIcon="arrow-right" text={t('children.view-all')} onClick={onViewAll} />
      </div>
      <div className="atrium-stat">
        <span className="atrium-stat-value" data-testid="children-count">
          {subjects.totalCount}
        </span>
        <span className="atrium-stat-label">{t('children.count-label')}</span>
      </div>
      {subjects.items.length === 0 ? (
        <EmptyState icon="people" title={t('children.empty-title')} description={t('children.empty-description')} />
      ) : (
        <HTMLTable compact striped className="atrium-table">
          <caption>{t('children.newest')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.birthday')}</th>
              <th scope="col">{t('columns.gender')}</th>
              <th scope="col">{t('columns.guardians')}</th>
            </tr>
          </thead>
          <tbody>
            {subjects.items.map((subject) => (
              <tr key={subject.id}>
                <td>{subject.name}</td>
                <td>{formatDate(subject.birthDay, i18n.language) || none}</td>
                <td>{genderLabel(t, subject.gender)}</td>
                <td>{subject.guardianNames.join(', ') || none}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
};

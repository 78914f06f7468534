import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import { EmptyState } from '../../../shared/ui/EmptyState';

/**
 * Today's scheduled courses. Training courses and their schedule do not exist in Atrium yet, so
 * no course is scheduled today: the empty state is the truth, not a placeholder.
 */
export const CoursesCard = () => {
  const { t } = useTranslation('workbench');
  return (
    <Card className="atrium-card" aria-labelledby="workbench-courses-title">
      <div className="atrium-card-header">
        <SectionTitle id="workbench-courses-title">{t('courses.title')}</SectionTitle>
      </div>
      <EmptyState icon="calendar" title={t('courses.empty-title')} description={t('courses.empty-description')} />
    </Card>
  );
};

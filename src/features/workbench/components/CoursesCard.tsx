import { Card, H4, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/**
 * Today's scheduled courses. Training courses and their schedule do not exist in Atrium yet, so
 * no course is scheduled today: the empty state is the truth, not a placeholder.
 */
export const CoursesCard = () => {
  const { t } = useTranslation('workbench');
  return (
    <Card className="atrium-card" aria-labelledby="workbench-courses-title">
      <div className="atrium-card-header">
        <H4 id="workbench-courses-title">{t('courses.title')}</H4>
      </div>
      <NonIdealState icon="calendar" title={t('courses.empty-title')} description={t('courses.empty-description')} />
    </Card>
  );
};

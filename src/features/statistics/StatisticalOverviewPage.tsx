import { useTranslation } from 'react-i18next';
import { IntroPage } from '../../shared/ui/IntroPage';

export const StatisticalOverviewPage = () => {
  const { t } = useTranslation('statistics');
  return (
    <IntroPage
      icon="chart"
      title={t('overview.title')}
      introTitle={t('overview.intro-title')}
      introDescription={t('overview.intro-description')}
    />
  );
};

import { useTranslation } from 'react-i18next';
import { IntroPage } from '../../shared/ui/IntroPage';

export const ManageHomePage = () => {
  const { t } = useTranslation('manage');
  return (
    <IntroPage
      icon="dashboard"
      title={t('home.title')}
      introTitle={t('home.intro-title')}
      introDescription={t('home.intro-description')}
    />
  );
};

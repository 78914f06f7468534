import { useTranslation } from 'react-i18next';
import { IntroPage } from '../../shared/ui/IntroPage';

export const EnterpriseHomePage = () => {
  const { t } = useTranslation('enterprise');
  return (
    <IntroPage
      icon="office"
      title={t('home.title')}
      introTitle={t('home.intro-title')}
      introDescription={t('home.intro-description')}
    />
  );
};

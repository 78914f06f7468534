import { useTranslation } from 'react-i18next';
import { IntroPage } from '../../shared/ui/IntroPage';

export const AreaHomePage = () => {
  const { t } = useTranslation('area');
  return (
    <IntroPage
      icon="map"
      title={t('home.title')}
      introTitle={t('home.intro-title')}
      introDescription={t('home.intro-description')}
    />
  );
};

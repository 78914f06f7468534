import { useTranslation } from 'react-i18next';
import { IntroPage } from '../../shared/ui/IntroPage';

export const CenterHomePage = () => {
  const { t } = useTranslation('center');
  return (
    <IntroPage
      icon="learning"
      title={t('home.title')}
      introTitle={t('home.intro-title')}
      introDescription={t('home.intro-description')}
    />
  );
};

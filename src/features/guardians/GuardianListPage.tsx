import { useTranslation } from 'react-i18next';
import { IntroPage } from '../../shared/ui/IntroPage';

export const GuardianListPage = () => {
  const { t } = useTranslation('guardians');
  return (
    <IntroPage
      icon="people"
      title={t('list.title')}
      introTitle={t('list.intro-title')}
      introDescription={t('list.intro-description')}
    />
  );
};

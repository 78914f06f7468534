import { useTranslation } from 'react-i18next';
import { IntroPage } from '../../shared/ui/IntroPage';

export const AccountSettingsPage = () => {
  const { t } = useTranslation('account');
  return (
    <IntroPage
      icon="person"
      title={t('settings.title')}
      introTitle={t('settings.intro-title')}
      introDescription={t('settings.intro-description')}
    />
  );
};

import { useTranslation } from 'react-i18next';
import { IntroPage } from '../../shared/ui/IntroPage';

export const ShowModulePage = () => {
  const { t } = useTranslation('center');
  return (
    <IntroPage
      icon="applications"
      title={t('show-module.title')}
      introTitle={t('show-module.intro-title')}
      introDescription={t('show-module.intro-description')}
    />
  );
};

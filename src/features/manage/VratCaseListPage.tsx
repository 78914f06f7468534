import { useTranslation } from 'react-i18next';
import { IntroPage } from '../../shared/ui/IntroPage';

export const VratCaseListPage = () => {
  const { t } = useTranslation('manage');
  return (
    <IntroPage
      icon="list-detail-view"
      title={t('vrat-case-list.title')}
      introTitle={t('vrat-case-list.intro-title')}
      introDescription={t('vrat-case-list.intro-description')}
    />
  );
};

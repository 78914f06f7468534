import { useTranslation } from 'react-i18next';
import { IntroPage } from '../../shared/ui/IntroPage';

export const TagListPage = () => {
  const { t } = useTranslation('manage');
  return (
    <IntroPage
      icon="tag"
      title={t('tag.title')}
      introTitle={t('tag.intro-title')}
      introDescription={t('tag.intro-description')}
    />
  );
};

import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { IntroPage } from '../../shared/ui/IntroPage';
import { Page } from '../../shared/ui/Page';

/**
 * The area's home: each centre below counted for today (issue 19 item 8), a table the
 * supervisor-board feature draws and the app hands in (a feature does not import another).
 */
export const AreaHomePage = ({ centresBoard: CentresBoard }: { centresBoard?: ComponentType } = {}) => {
  const { t } = useTranslation('area');
  if (CentresBoard)
    return (
      <Page title={t('home.title')}>
        <CentresBoard />
      </Page>
    );
  return (
    <IntroPage
      icon="map"
      title={t('home.title')}
      introTitle={t('home.intro-title')}
      introDescription={t('home.intro-description')}
    />
  );
};

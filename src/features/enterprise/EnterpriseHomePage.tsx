import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { IntroPage } from '../../shared/ui/IntroPage';
import { Page } from '../../shared/ui/Page';

/**
 * The enterprise's home: each centre below counted for today (issue 19 item 8), a table the
 * supervisor-board feature draws and the app hands in (a feature does not import another).
 */
export const EnterpriseHomePage = ({ centresBoard: CentresBoard }: { centresBoard?: ComponentType } = {}) => {
  const { t } = useTranslation('enterprise');
  if (CentresBoard)
    return (
      <Page title={t('home.title')}>
        <CentresBoard />
      </Page>
    );
  return (
    <IntroPage
      icon="office"
      title={t('home.title')}
      introTitle={t('home.intro-title')}
      introDescription={t('home.intro-description')}
    />
  );
};

import { Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../shared/ui/Page';
import { AssessmentQuotaTab } from './components/AssessmentQuotaTab';
import { SessionQuotaTab } from './components/SessionQuotaTab';
import './quotas.css';

type TabId = 'sessions' | 'assessments';

/**
 * /system/center/menu/manage/userConfiguration (spec 000 §2, 001 §4 "Quotas"): the children's
 * session quotas and assessment quotas, one tab each. The tab lives in the address.
 */
export const UserConfigurationPage = () => {
  const { t } = useTranslation('quotas');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabId = searchParams.get('tab') === 'assessments' ? 'assessments' : 'sessions';
  return (
    <Page title={t('menu:center.items.user-configuration')} subtitle={t('page.subtitle')}>
      <Tabs
        id="atrium-quota-tabs"
        selectedTabId={tab}
        renderActiveTabPanelOnly
        onChange={(next) => setSearchParams(next === 'assessments' ? { tab: 'assessments' } : {})}
      >
        <Tab id="sessions" title={t('tabs.sessions')} panel={<SessionQuotaTab />} />
        <Tab id="assessments" title={t('tabs.assessments')} panel={<AssessmentQuotaTab />} />
      </Tabs>
    </Page>
  );
};

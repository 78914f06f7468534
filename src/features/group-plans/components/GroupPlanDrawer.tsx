import { Drawer, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupPlanFieldsFragment } from '../../../generated/graphql';
import { usePermissions } from '../../../shared/auth/usePermissions';
import { CourseActivities } from './CourseActivities';
import { ActivityFeedbackTab, OverallFeedbackTab, ParentFeedbackTab, PersonalFeedbackTab } from './FeedbackTabs';
import { GroupFeedbackChart } from './GroupFeedbackChart';
import { GroupMusicRecordTab, GroupPlayHistoryTab } from './GroupMusicTabs';
import { SessionList } from './SessionList';

type TabId = 'sessions' | 'activities' | 'chart' | 'overall' | 'activity' | 'personal' | 'parent' | 'music' | 'history';

/** Spec 001 §2 screen 4: 700 or 720. */
const DRAWER_WIDTH = 720;

/** The group plan drawer (spec 001 §2 screen 4, width 720). Mount it to open it. */
export const GroupPlanDrawer = ({
  plan,
  version,
  onClose,
}: {
  plan: GroupPlanFieldsFragment;
  version: number;
  onClose: () => void;
}) => {
  const { t } = useTranslation('group-plans');
  const { tenantHas } = usePermissions();
  const [tab, setTab] = useState<TabId>('sessions');
  // 001 §2 screen 4 and §6: parent feedback only with the guardian front permission.
  const guardian = tenantHas('guardian');
  return (
    <Drawer
      isOpen
      size={`${DRAWER_WIDTH}px`}
      icon="people"
      title={t('drawer.title', { name: plan.trainingPlanV2.displayName })}
      onClose={onClose}
    >
      <div className="group-plans-drawer">
        <Tabs
          id="group-plan-drawer-tabs"
          selectedTabId={tab}
          onChange={(id) => setTab(id as TabId)}
          renderActiveTabPanelOnly
          // Nine tabs wrap onto two lines in 720 px; the sliding indicator cannot follow a wrap.
          animate={false}
        >
          <Tab id="sessions" title={t('drawer.sessions')} panel={<SessionList planId={plan.id} version={version} />} />
          <Tab
            id="activities"
            title={t('drawer.activities')}
            panel={<CourseActivities planId={plan.id} version={version} />}
          />
          <Tab id="chart" title={t('drawer.chart')} panel={<GroupFeedbackChart plan={plan} version={version} />} />
          <Tab id="overall" title={t('drawer.overall')} panel={<OverallFeedbackTab plan={plan} version={version} />} />
          <Tab
            id="activity"
            title={t('drawer.activity')}
            panel={<ActivityFeedbackTab plan={plan} version={version} />}
          />
          <Tab
            id="personal"
            title={t('drawer.personal')}
            panel={<PersonalFeedbackTab plan={plan} version={version} />}
          />
          {guardian && (
            <Tab id="parent" title={t('drawer.parent')} panel={<ParentFeedbackTab plan={plan} version={version} />} />
          )}
          <Tab id="music" title={t('drawer.music')} panel={<GroupMusicRecordTab plan={plan} version={version} />} />
          <Tab id="history" title={t('drawer.history')} panel={<GroupPlayHistoryTab plan={plan} version={version} />} />
        </Tabs>
      </div>
    </Drawer>
  );
};

import { Tab, Tabs } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubjectDetailFieldsFragment } from '../../../generated/graphql';
import { tabText } from '../subjectLabels';
import type { AdminTab, CentreTab } from '../subjectTabs';
import { EmptyState } from '../../../shared/ui/EmptyState';

type SubjectTabsProps<T extends CentreTab | AdminTab> = {
  tabs: readonly T[];
  /** Undefined only when no tab is visible. */
  selected: T | undefined;
  onChange: (tab: T) => void;
  detail: SubjectDetailFieldsFragment;
  /** The tenant says VCAT where labels say VRAT (spec 000 §1, vrat1.showVCAT). */
  vcat: boolean;
  /** Tabs whose panel another feature draws (handed in by the app, as the edit dialogs are). */
  panels?: SubjectTabPanels | undefined;
};

/** A tab's panel drawn by another feature: the offline plan tab's plans (src/features/offline-plans). */
export type SubjectTabPanels = Partial<Record<CentreTab, ComponentType<{ subjectId: string }>>>;

/**
 * The rows a tab lists from the subject-detail response: the group training plans for the
 * offline plan, the class music for music rehab. The other records have no source yet, so
 * their lists are empty.
 */
const rowsOf = (tab: string, detail: SubjectDetailFieldsFragment, t: TFunction<'subject-detail'>) => {
  if (tab === 'OfflinePlan') {
    return detail.groups.flatMap((g) =>
      g.groupTrainingPlans.map((p) => ({ id: p.id, text: t('list.plan', { name: p.displayName, num: p.currentNum }) })),
    );
  }
  if (tab === 'MusicRehab' || tab === 'idtMusicPlan') {
    return detail.userMusics.map((m) => ({
      id: m.code,
      text: t('list.music', { code: m.code, num: m.musicCourseNum }),
    }));
  }
  return [];
};

const TabPanel = ({ tab, detail, empty }: { tab: string; detail: SubjectDetailFieldsFragment; empty: string }) => {
  const { t } = useTranslation('subject-detail');
  const rows = rowsOf(tab, detail, t);
  if (rows.length === 0) return <EmptyState icon="inbox" description={empty} />;
  return (
    <ul>
      {rows.map((row) => (
        <li key={row.id}>{row.text}</li>
      ))}
    </ul>
  );
};

// Spec 000 §2 and §4 "Subject tab change": one tab per record kind the user may see.
export const SubjectTabs = <T extends CentreTab | AdminTab>({
  tabs,
  selected,
  onChange,
  detail,
  vcat,
  panels,
}: SubjectTabsProps<T>) => {
  const { t } = useTranslation('subject-detail');
  if (selected === undefined) return <EmptyState icon="lock" description={t('tabs.none')} />;
  return (
    <Tabs
      id="subject-detail-tabs"
      selectedTabId={selected}
      onChange={(next) => onChange(String(next) as T)}
      renderActiveTabPanelOnly
      large
      aria-label={t('tabs.label')}
    >
      {tabs.map((tab) => {
        const text = tabText(t, tab, vcat);
        const Panel = panels?.[tab as CentreTab];
        return (
          <Tab
            key={tab}
            id={tab}
            title={text.title}
            panel={
              Panel ? <Panel subjectId={detail.info.id} /> : <TabPanel tab={tab} detail={detail} empty={text.empty} />
            }
            panelClassName="atrium-subject-tab-panel"
          />
        );
      })}
    </Tabs>
  );
};

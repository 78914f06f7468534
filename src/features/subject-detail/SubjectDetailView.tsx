import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../shared/auth/usePermissions';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { musicPlayerStore } from '../../shared/music-player/musicPlayerStore';
import { LoadingState } from '../../shared/ui/LoadingState';
import {
  SubjectEditDialogs,
  type SubjectEdit,
  type SubjectEditDialogComponents,
} from './components/SubjectEditDialogs';
import { ClassSessionsSection, CLASS_SESSIONS_POLICY } from './components/ClassSessionsCard';
import { SubjectHeaderCard } from './components/SubjectHeaderCard';
import { SubjectInfoCard } from './components/SubjectInfoCard';
import { SubjectTabs, type SubjectTabPanels } from './components/SubjectTabs';
import { SubjectUnavailable } from './components/SubjectUnavailable';
import { useSubjectDetail } from './hooks/useSubjectDetail';
import { subjectDisplay, subjectTitle } from './subjectDisplay';
import { chooseTab, visibleCentreTabs, type CentreTab } from './subjectTabs';
import './subject-detail.css';

export type SubjectDetailViewProps = {
  subjectId: string;
  /** The tab asked for (the address's ?tab= in path mode); the first visible one otherwise. */
  tab: string | null;
  onTabChange: (tab: CentreTab) => void;
  /** The outpatient-number and remark dialogs; without them the card offers no edit. */
  editDialogs?: SubjectEditDialogComponents | undefined;
  /** Tab panels of other features (the offline plans), handed in by the app. */
  tabPanels?: SubjectTabPanels | undefined;
};

/**
 * Spec 000 §2 "Subject detail page", centre view: the same content in path mode (the page)
 * and drawer mode (SubjectDetailDrawer).
 */
export const SubjectDetailView = ({ subjectId, tab, onTabChange, editDialogs, tabPanels }: SubjectDetailViewProps) => {
  const { t } = useTranslation('subject-detail');
  const permissions = usePermissions();
  const { detail, tenantNames, trainers, fetching, error, reload } = useSubjectDetail(subjectId);
  const [editing, setEditing] = useState<SubjectEdit | null>(null);

  if (error && !detail) {
    return (
      <Callout intent="danger" title={t('error.title')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  }
  if ((fetching && !detail) || !detail || !permissions.ready) return <LoadingState />;

  const display = subjectDisplay(permissions);
  const { info } = detail;
  const viewable = info.status === 'Bind';
  const canEdit = viewable && editDialogs !== undefined;
  const tabs = visibleCentreTabs(permissions);
  const selected = chooseTab(tab, tabs);
  // Spec 000 §4 "Subject tab change": each change reloads that tab's list.
  const changeTab = (next: CentreTab) => {
    // Spec 001 §4: changing tab stops the music player, unless to the offline plans it plays for.
    if (next !== 'OfflinePlan') musicPlayerStore.close();
    onTabChange(next);
    reload();
  };

  return (
    <div className="atrium-subject-detail" aria-busy={fetching}>
      <div className="atrium-subject-cards">
        <SubjectHeaderCard
          detail={detail}
          display={display}
          context="centre"
          tenantNames={tenantNames ?? info.tenantNames}
          trainers={trainers}
          restricted={!viewable}
          onEditOutpatientNumber={
            canEdit && display.outpatientNumber ? () => setEditing('outpatientNumber') : undefined
          }
          onEditRemark={canEdit && display.note ? () => setEditing('remark') : undefined}
        />
        {viewable && <SubjectInfoCard info={info} display={display} />}
      </div>
      {viewable ? (
        <SubjectTabs
          tabs={tabs}
          selected={selected}
          onChange={changeTab}
          detail={detail}
          vcat={permissions.tenantHas('vrat1.showVCAT')}
          panels={tabPanels}
        />
      ) : (
        <SubjectUnavailable status={info.status === 'Logout' ? 'Logout' : 'Unbind'} />
      )}
      {viewable && permissions.granted(CLASS_SESSIONS_POLICY) && <ClassSessionsSection subjectId={info.id} />}
      {editDialogs && (
        <SubjectEditDialogs
          dialogs={editDialogs}
          editing={editing}
          subject={{ ...info, name: subjectTitle(display, info)?.text ?? info.name }}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      )}
    </div>
  );
};

import { Classes, Drawer, Icon } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubjectEditDialogComponents } from './components/SubjectEditDialogs';
import type { SubjectTabPanels } from './components/SubjectTabs';
import { subjectDetailPath } from '../../shared/routes/paths';
import { SubjectDetailView } from './SubjectDetailView';
import type { CentreTab } from './subjectTabs';
import './subject-detail.css';

type SubjectDetailDrawerProps = {
  /** The child to show; null keeps the drawer closed. */
  subjectId: string | null;
  onClose: () => void;
  editDialogs?: SubjectEditDialogComponents;
  tabPanels?: SubjectTabPanels;
};

/** Spec 000 §9: drawers are 700, 720 and 800 wide; the subject detail uses 800. */
export const SUBJECT_DRAWER_WIDTH = 800;

// Spec 000 §2 "Entry mode is path or drawer": the drawer mode of the subject detail, for a list
// that opens a child without leaving the page. Its tab is its own, not the address's.
export const SubjectDetailDrawer = ({ subjectId, onClose, editDialogs, tabPanels }: SubjectDetailDrawerProps) => {
  const { t } = useTranslation('subject-detail');
  const [tab, setTab] = useState<CentreTab | null>(null);
  return (
    <Drawer
      isOpen={subjectId !== null}
      onClose={onClose}
      onClosed={() => setTab(null)}
      size={`${SUBJECT_DRAWER_WIDTH}px`}
      title={t('page.title')}
      icon="person"
    >
      {subjectId && (
        <div className="atrium-subject-drawer-body">
          {/* A router link: the page opens in the console without signing in again. */}
          <Link className={`${Classes.BUTTON} ${Classes.MINIMAL}`} to={subjectDetailPath(subjectId)}>
            <Icon icon="share" />
            <span className={Classes.BUTTON_TEXT}>{t('page.open-page')}</span>
          </Link>
          <SubjectDetailView
            key={subjectId}
            subjectId={subjectId}
            tab={tab}
            onTabChange={setTab}
            editDialogs={editDialogs}
            tabPanels={tabPanels}
          />
        </div>
      )}
    </Drawer>
  );
};

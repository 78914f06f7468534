import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../shared/ui/Page';
import type { SubjectEditDialogComponents } from './components/SubjectEditDialogs';
import type { SubjectTabPanels } from './components/SubjectTabs';
import { SubjectDetailView } from './SubjectDetailView';
import { EmptyState } from '../../shared/ui/EmptyState';

// /system/center/detail/subjectDetail?id={subjectId}&tab={tab} (spec 000 §2), path mode: the
// tab lives in the address, so a link or a reload opens the same tab.
export const SubjectDetailPage = ({
  editDialogs,
  tabPanels,
}: {
  editDialogs?: SubjectEditDialogComponents;
  tabPanels?: SubjectTabPanels;
}) => {
  const { t } = useTranslation('subject-detail');
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  return (
    <Page title={t('page.title')}>
      {id ? (
        <SubjectDetailView
          key={id}
          subjectId={id}
          editDialogs={editDialogs}
          tabPanels={tabPanels}
          tab={params.get('tab')}
          onTabChange={(tab) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('tab', tab);
              return next;
            })
          }
        />
      ) : (
        <EmptyState icon="person" description={t('page.no-id')} />
      )}
    </Page>
  );
};

import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { SubjectHeaderCard } from './components/SubjectHeaderCard';
import { SubjectInfoCard } from './components/SubjectInfoCard';
import { SubjectTabs } from './components/SubjectTabs';
import { useAdminSubjectDetail } from './hooks/useSubjectDetail';
import { adminGuardianDetailPath } from '../../shared/routes/paths';
import { ADMIN_TABS, chooseTab, type AdminTab } from './subjectTabs';
import type { SubjectDisplay } from './subjectDisplay';
import './subject-detail.css';
import { EmptyState } from '../../shared/ui/EmptyState';

/**
 * Management mode has no centre whose front permissions could hide a field: the administrator
 * sees every part of the record that has a value.
 */
const ADMIN_DISPLAY: SubjectDisplay = {
  name: true,
  outpatientNumber: true,
  titleOrder: ['name', 'outpatientNumber'],
  note: true,
  school: true,
  grade: true,
  guardian: true,
};

const AdminSubjectDetail = ({ id, tenantId }: { id: string; tenantId: string | null }) => {
  const { t } = useTranslation('subject-detail');
  const [params, setParams] = useSearchParams();
  const { detail, fetching, error, reload } = useAdminSubjectDetail(id, tenantId);
  if (error && !detail) {
    return (
      <Callout intent="danger" title={t('error.title')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  }
  if (!detail) return <LoadingState />;
  const selected = chooseTab(params.get('tab'), ADMIN_TABS);
  const changeTab = (tab: AdminTab) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', tab);
      return next;
    });
    reload();
  };
  return (
    <div className="atrium-subject-detail" aria-busy={fetching}>
      <div className="atrium-subject-cards">
        <SubjectHeaderCard
          detail={detail}
          display={ADMIN_DISPLAY}
          context="admin"
          tenantNames={detail.info.tenantNames}
          trainers={null}
          guardianUrl={adminGuardianDetailPath}
        />
        <SubjectInfoCard info={detail.info} display={ADMIN_DISPLAY} />
      </div>
      <SubjectTabs tabs={ADMIN_TABS} selected={selected} onChange={changeTab} detail={detail} vcat={false} />
    </div>
  );
};

// The admin subject detail (spec 000 §2): "tabs rocketAssessment, vratTest, sleep, nutrition,
// iLs, exercise, idtMusicPlan. The first tab is the default and the subject is loaded by id."
// The spec gives no path; /system/manage/subjectDetail?id= mirrors the centre's.
export const AdminSubjectDetailPage = () => {
  const { t } = useTranslation('subject-detail');
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <Page title={t('page.admin-title')}>
      {id ? (
        <AdminSubjectDetail key={id} id={id} tenantId={params.get('tenantId')} />
      ) : (
        <EmptyState icon="person" description={t('page.no-id')} />
      )}
    </Page>
  );
};

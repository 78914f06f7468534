import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Page } from '../../shared/ui/Page';
import { PlanView, type PlanExtras } from './components/PlanView';
import './offline-plans.css';

// /system/center/detail/userOfflinePlanDetail?id={planId} (spec 001 §2 routes): one plan on its own page.
export const OfflinePlanDetailPage = ({ ArrangeCourse }: PlanExtras) => {
  const { t } = useTranslation('offline-plans');
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <Page title={t('view.page-title')}>
      {id ? (
        <PlanView key={id} planId={id} ArrangeCourse={ArrangeCourse} />
      ) : (
        <EmptyState icon="calendar" description={t('view.no-id')} />
      )}
    </Page>
  );
};

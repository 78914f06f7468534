import { Alert, Button, Callout, Card, Classes, Drawer, Icon, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient, useQuery } from 'urql';
import {
  OfflinePlanArchiveCheckDocument,
  OfflinePlansDocument,
  type OfflinePlanArchiveCheckQuery,
  type OfflinePlanSummaryFieldsFragment,
} from '../../generated/graphql';
import { usePermissions } from '../../shared/auth/usePermissions';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../shared/errors/useErrorToasts';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { formatDate } from '../../shared/i18n/formatDate';
import { LIVE_REFETCH, useCentreEvents } from '../../shared/realtime/useCentreEvents';
import { archivesPath, offlinePlanDetailPath } from '../../shared/routes/paths';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingState } from '../../shared/ui/LoadingState';
import { ArrangePlanDialog } from './components/ArrangePlanDialog';
import { PlanStatusTags } from './components/PlanStatusTags';
import { PlanView, type PlanExtras } from './components/PlanView';
import { concernsPlan, keyOf } from './planRules';
import './offline-plans.css';

/** Spec 001 §9: the offline plan list shows 6 plans a page. */
export const PLANS_PAGE = 6;
/** The offline-plan write policy (spec 001 §6). */
export const PLAN_WRITE = 'RocketSystem.UserOfflinePlan.Write';
/** Spec 001 §9: drawers are 700, 720 or 800 wide. */
const DRAWER_WIDTH = 800;

/**
 * The subject detail's "Offline plan" tab (spec 001 §2 screen 1): the child's plans 6 a page, each a
 * card that opens the plan; "Arrange plan" when the child may have one and the caller may write,
 * otherwise why not. Live: a plan changed in another browser moves here too.
 */
export const OfflinePlanTab = ({ subjectId, ArrangeCourse }: PlanExtras & { subjectId: string }) => {
  const { t } = useTranslation('offline-plans');
  const permissions = usePermissions();
  const [page, setPage] = useState(1);
  const [arranging, setArranging] = useState(false);
  const [openPlanId, setOpenPlanId] = useState<string | null>(null);
  const [profileMissing, setProfileMissing] = useState<ArchiveCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const client = useClient();
  const { showError } = useErrorToasts();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: OfflinePlansDocument,
    variables: { subjectId, skipCount: (page - 1) * PLANS_PAGE, maxResultCount: PLANS_PAGE },
    context: NO_ERROR_TOAST,
  });
  useCentreEvents({ refetch: () => reexecute(LIVE_REFETCH), refetchOn: (event) => concernsPlan(event, { subjectId }) });
  const reload = () => reexecute({ requestPolicy: 'network-only' });

  // 001 §4: the child's two profile lists first, asked afresh (they may have been filled in the
  // archives' tab since this one loaded), unless the centre may skip the archive.
  const startArranging = async () => {
    setChecking(true);
    const result = await client
      .query(OfflinePlanArchiveCheckDocument, { subjectId }, { ...NO_ERROR_TOAST, requestPolicy: 'network-only' })
      .toPromise();
    setChecking(false);
    const check = result.data?.offlinePlanBeforeCreate;
    if (!check) return showError(result.error, t('profile-first.check-failed'));
    if (check.profileMissing) return setProfileMissing(check);
    setArranging(true);
  };

  if (error && !data)
    return (
      <Callout intent="danger" title={t('list.load-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  if (!data || !permissions.ready) return <LoadingState />;

  const { items, totalCount } = data.offlinePlans;
  const before = data.offlinePlanBeforeCreate;
  const canWrite = permissions.granted(PLAN_WRITE);
  const pages = Math.max(1, Math.ceil(totalCount / PLANS_PAGE));
  const openPlan = items.find((p) => p.id === before.openPlanId);
  const reason = !canWrite
    ? t('list.read-only')
    : before.canArrange
      ? null
      : before.openPlanId
        ? openPlan
          ? t('list.open-plan', { name: openPlan.displayName })
          : t('list.open-plan-unnamed')
        : t('list.not-bound');

  return (
    <section className="atrium-offline-plans" aria-busy={fetching} aria-label={t('list.title')}>
      <div className="atrium-offline-plans-bar">
        <span className="bp6-text-muted">{t('list.total', { count: totalCount })}</span>
        {canWrite && before.canArrange ? (
          <Button
            intent="primary"
            icon="add"
            text={t('list.arrange')}
            loading={checking}
            onClick={() => void startArranging()}
          />
        ) : (
          reason && (
            <Callout icon="info-sign" className="atrium-offline-plans-reason">
              {reason}
            </Callout>
          )
        )}
      </div>
      {items.length === 0 ? (
        <EmptyState icon="calendar" title={t('list.empty-title')} description={t('list.empty-description')} />
      ) : (
        <ul className="atrium-plan-cards">
          {items.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} onOpen={() => setOpenPlanId(plan.id)} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="atrium-pager" aria-label={t('list.page', { page, pages })}>
          <Button
            icon="chevron-left"
            variant="minimal"
            aria-label={t('list.previous')}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          />
          <span>{t('list.page', { page, pages })}</span>
          <Button
            icon="chevron-right"
            variant="minimal"
            aria-label={t('list.next')}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          />
        </nav>
      )}
      <Alert
        isOpen={profileMissing !== null}
        intent="warning"
        icon="folder-open"
        confirmButtonText={t('profile-first.open')}
        cancelButtonText={t('profile-first.cancel')}
        canEscapeKeyCancel
        onCancel={() => setProfileMissing(null)}
        onConfirm={() => {
          setProfileMissing(null);
          window.open(archivesPath(subjectId), '_blank', 'noopener');
        }}
      >
        <h2 className="bp6-heading">{t('profile-first.title')}</h2>
        <p>
          {t('profile-first.message', {
            profile: profileMissing?.profileCount ?? 0,
            diagnostic: profileMissing?.diagnosticInformationCount ?? 0,
          })}
        </p>
      </Alert>
      {arranging && (
        <ArrangePlanDialog
          subjectId={subjectId}
          onClose={() => setArranging(false)}
          onArranged={(planId) => {
            setArranging(false);
            setPage(1);
            reload();
            setOpenPlanId(planId);
          }}
        />
      )}
      <Drawer
        isOpen={openPlanId !== null}
        onClose={() => setOpenPlanId(null)}
        size={`${DRAWER_WIDTH}px`}
        icon="calendar"
        title={items.find((p) => p.id === openPlanId)?.displayName ?? t('view.page-title')}
      >
        {openPlanId && (
          <div className="atrium-plan-drawer-body">
            <Link className={`${Classes.BUTTON} ${Classes.MINIMAL}`} to={offlinePlanDetailPath(openPlanId)}>
              <Icon icon="share" />
              <span className={Classes.BUTTON_TEXT}>{t('view.open-page')}</span>
            </Link>
            <PlanView key={openPlanId} planId={openPlanId} onChanged={reload} ArrangeCourse={ArrangeCourse} />
          </div>
        )}
      </Drawer>
    </section>
  );
};

type ArchiveCheck = OfflinePlanArchiveCheckQuery['offlinePlanBeforeCreate'];

/** A plan of the list (spec 001 §3 "User offline plan"): name, status, validity, session, coach, mode, trial. */
const PlanCard = ({ plan, onOpen }: { plan: OfflinePlanSummaryFieldsFragment; onOpen: () => void }) => {
  const { t, i18n } = useTranslation('offline-plans');
  const from = formatDate(plan.validFrom, i18n.language);
  const until = formatDate(plan.validUntil, i18n.language);
  const period =
    from && until
      ? t('card.from-until', { from, until })
      : from
        ? t('card.from', { from })
        : until
          ? t('card.until', { until })
          : t('card.period-open');
  return (
    <Card className="atrium-plan-card" interactive onClick={onOpen}>
      <div className="atrium-plan-card-head">
        <h3 className="bp6-heading">
          <button
            type="button"
            className="atrium-plan-card-open"
            onClick={onOpen}
            aria-label={t('list.open', { name: plan.displayName })}
          >
            {plan.displayName}
          </button>
        </h3>
        {plan.isTry && <Tag intent="warning">{t('card.trial')}</Tag>}
      </div>
      <PlanStatusTags summary={plan} />
      <dl className="atrium-plan-card-facts">
        <div>
          <dt>{t('card.period')}</dt>
          <dd>{period}</dd>
        </div>
        <div>
          <dt>{t('card.coach')}</dt>
          <dd>{plan.coachName ?? t('card.no-coach')}</dd>
        </div>
        <div>
          <dt>{t('card.mode')}</dt>
          <dd>{t(`mode.${keyOf(plan.mode)}`)}</dd>
        </div>
      </dl>
      <p className="atrium-plan-card-session">{t('card.sessions', { num: plan.num, total: plan.totalNum })}</p>
    </Card>
  );
};

import { Button, Callout, Icon, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { OfflinePlanDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { LIVE_REFETCH, useCentreEvents } from '../../../shared/realtime/useCentreEvents';
import { offlineCourseDetailPath, offlinePlanDetailPath, subjectDetailPath } from '../../../shared/routes/paths';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { Page } from '../../../shared/ui/Page';
import { SessionFacts } from '../components/SessionFacts';
import { StaticActivities } from '../components/StaticActivities';
import { ActivityCard } from './ActivityCard';
import { SessionFormMenu } from '../components/SessionFormMenu';
import { concernsPlan, itemsOf, staticsOf, type PlanDetail } from '../planRules';
import '../offline-plans.css';
import './course-detail.css';

/**
 * /system/center/detail/userOfflineCourseDetail?id={planId}&num= (spec 001 §2 routes and screen 2's
 * "course detail" link): one session of a child's plan on its own page, for anyone who may read
 * the plan. Each training activity with how to run it and the feedback given, the session's form
 * to preview or download, and the way to the sessions either side. Live like the plan page.
 */
export const CourseDetailPage = () => {
  // Every namespace the page and its parts read, asked for at once (so no part suspends it again).
  const { t } = useTranslation(['course-detail', 'offline-plans', 'content-programs']);
  const [params] = useSearchParams();
  const id = params.get('id');
  const num = Number(params.get('num') ?? '1');
  if (!id || !Number.isInteger(num) || num < 1)
    return (
      <Page title={t('page-title')}>
        <EmptyState icon="calendar" description={t('no-id')} />
      </Page>
    );
  return <CourseDetail key={id} planId={id} num={num} />;
};

const CourseDetail = ({ planId, num }: { planId: string; num: number }) => {
  const { t } = useTranslation('course-detail');
  const [{ data, error }, reexecute] = useQuery({
    query: OfflinePlanDocument,
    variables: { id: planId },
    context: NO_ERROR_TOAST,
  });
  useCentreEvents({ refetch: () => reexecute(LIVE_REFETCH), refetchOn: (event) => concernsPlan(event, { planId }) });
  const plan = data?.offlinePlan;
  if (!plan)
    return (
      <Page title={t('page-title')}>
        {error ? (
          <Callout intent="danger" title={t('load-failed')}>
            {errorMessage(error, t('common:error.network'))}
          </Callout>
        ) : (
          <LoadingState />
        )}
      </Page>
    );
  return <CourseBody plan={plan} num={num} />;
};

const CourseBody = ({ plan, num }: { plan: PlanDetail; num: number }) => {
  const { t } = useTranslation('course-detail');
  const { summary } = plan;
  const session = plan.sessions.find((s) => s.num === num);
  const back = <Link to={offlinePlanDetailPath(summary.id)}>{t('back')}</Link>;
  if (!session)
    return (
      <Page title={t('page-title')} actions={back}>
        <EmptyState icon="calendar" description={t('no-such-session', { num })} />
      </Page>
    );
  const items = itemsOf(plan, num);
  const statics = staticsOf(plan, num);
  return (
    <Page
      title={t('title', { num, total: summary.totalNum })}
      subtitle={summary.displayName}
      actions={
        <>
          <SessionFormMenu planId={summary.id} num={num} items={items} statics={statics} />
          {back}
        </>
      }
    >
      <div className="atrium-course-detail">
        {/* Whose plan: a block of its own, so the link is not a link inside text (axe link-in-text-block). */}
        <p className="atrium-plan-child">
          <Link to={subjectDetailPath(summary.subjectId)}>{plan.subjectName}</Link>
        </p>
        <SessionFacts plan={plan} num={num} />
        <nav className="atrium-course-paging" aria-label={t('page-title')}>
          <PagingLink plan={plan} num={num - 1} icon="chevron-left" text={t('previous')} />
          <PagingLink plan={plan} num={num + 1} icon="chevron-right" text={t('next')} iconAfter />
        </nav>
        <h2 className="bp6-heading">{t('activities')}</h2>
        {items.length === 0 ? (
          <EmptyState icon="properties" description={t('no-activities')} />
        ) : (
          items.map((item) => <ActivityCard key={item.id} item={item} />)
        )}
        <StaticActivities planId={summary.id} num={num} statics={statics} level={2} />
      </div>
    </Page>
  );
};

/** A link to a session either side; at the plan's first or last session, a button that cannot be pressed. */
const PagingLink = ({
  plan,
  num,
  icon,
  text,
  iconAfter = false,
}: {
  plan: PlanDetail;
  num: number;
  icon: IconName;
  text: string;
  iconAfter?: boolean;
}) =>
  num < 1 || num > plan.summary.totalNum ? (
    <Button variant="minimal" {...(iconAfter ? { endIcon: icon } : { icon })} text={text} disabled />
  ) : (
    <Link className="bp6-button bp6-minimal" to={offlineCourseDetailPath(plan.summary.id, num)}>
      {!iconAfter && <Icon icon={icon} />}
      <span className="bp6-button-text">{text}</span>
      {iconAfter && <Icon icon={icon} />}
    </Link>
  );

import { Button, Callout, Card, Tag } from '@blueprintjs/core';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { GroupClassDetailDocument, type GroupPlanFieldsFragment } from '../../generated/graphql';
import { usePermissions } from '../../shared/auth/usePermissions';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { LIVE_REFETCH, useCentreEvents } from '../../shared/realtime/useCentreEvents';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingState } from '../../shared/ui/LoadingState';
import { Page } from '../../shared/ui/Page';
import { AttendanceList } from './components/AttendanceList';
import { ClassFeedbackDrawer } from './components/ClassFeedbackDrawer';
import { GroupPlanDrawer } from './components/GroupPlanDrawer';
import { PlanActions } from './components/PlanActions';
import { SelectPlanDialog } from './components/SelectPlanDialog';
import { SessionList } from './components/SessionList';
import { canOpenClassFeedback } from './feedbackRules';
import { canMarkAttendance, canSelectPlan, concernsClass, currentPlanOf, kebab } from './groupPlanRules';
import './group-plans.css';

export const GROUP_PLAN_WRITE = 'RocketSystem.GroupTrainingPlan.Write';

/** What the app hands the class page from the calendar feature (a feature does not import another). */
export type ClassCourseActionProps = { planId: string; subjectId: null; subjectName: string; planOpen: boolean };
export type ClassExtras = {
  /** Spec 001 §2 screen 1: "Arrange course" for the class's group plan, beside its steps. */
  ArrangeCourse?: ComponentType<ClassCourseActionProps> | undefined;
};

// /system/center/detail/groupClassDetail?classId= (spec 001 §2 routes): a class, its children, its
// group plan and the class loop. Live: another browser's step or mark reloads it.
export const GroupClassDetailPage = ({ ArrangeCourse }: ClassExtras = {}) => {
  const { t } = useTranslation('group-plans');
  const [params] = useSearchParams();
  const classId = params.get('classId');
  return (
    <Page title={t('page.title')}>
      {classId ? (
        <ClassDetail key={classId} groupId={classId} ArrangeCourse={ArrangeCourse} />
      ) : (
        <EmptyState icon="people" description={t('page.no-id')} />
      )}
    </Page>
  );
};

const ClassDetail = ({ groupId, ArrangeCourse }: ClassExtras & { groupId: string }) => {
  const { t } = useTranslation('group-plans');
  const { granted } = usePermissions();
  const [{ data, error }, reexecute] = useQuery({
    query: GroupClassDetailDocument,
    variables: { groupId },
    context: NO_ERROR_TOAST,
  });
  const [version, setVersion] = useState(0);
  const [selecting, setSelecting] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const [feedback, setFeedback] = useState(false);
  const plan = currentPlanOf(data?.groupPlansOfGroup.items ?? []);
  const reload = () => {
    reexecute(LIVE_REFETCH);
    setVersion((v) => v + 1);
  };
  useCentreEvents({ refetch: reload, refetchOn: (event) => concernsClass(event, { groupId, planId: plan?.id }) });

  if (error && !data)
    return (
      <Callout intent="danger" title={t('page.load-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  if (!data) return <LoadingState />;
  const group = data.group;
  const selectable = granted(GROUP_PLAN_WRITE) && canSelectPlan(data.groupPlansOfGroup.items);

  return (
    <div className="group-plans-detail">
      <Card className="group-plans-card" aria-labelledby="group-class-name">
        <h2 id="group-class-name" className="bp6-heading">
          {group.name}
        </h2>
        <p>
          {t(`types.${kebab(group.type)}`)} ·{' '}
          {t('page.children', { count: group.memberCount, capacity: group.capacity })}
        </p>
        {group.members.length === 0 ? (
          <p className="bp6-text-muted">{t('page.no-children')}</p>
        ) : (
          <ul className="group-plans-members" aria-label={t('page.members')}>
            {group.members.map((m) => (
              <li key={m.id}>
                <Tag minimal>{m.name}</Tag>
              </li>
            ))}
          </ul>
        )}
        {selectable && (
          <Button intent="primary" icon="clipboard" text={t('select.open')} onClick={() => setSelecting(true)} />
        )}
      </Card>
      {plan ? (
        <PlanSection
          plan={plan}
          version={version}
          onStepped={reload}
          onOpenDrawer={() => setDrawer(true)}
          onOpenFeedback={() => setFeedback(true)}
          arrangeCourse={
            ArrangeCourse && (
              <ArrangeCourse
                planId={plan.id}
                subjectId={null}
                subjectName={group.name}
                planOpen={plan.status !== 'Ended'}
              />
            )
          }
        />
      ) : (
        <EmptyState icon="clipboard" title={t('page.no-plan')} description={t('page.no-plan-hint')} />
      )}
      {selecting && (
        <SelectPlanDialog
          group={group}
          onClose={() => setSelecting(false)}
          onSelected={() => {
            setSelecting(false);
            reload();
          }}
        />
      )}
      {drawer && plan && <GroupPlanDrawer plan={plan} version={version} onClose={() => setDrawer(false)} />}
      {feedback && plan && (
        <ClassFeedbackDrawer plan={plan} version={version} onClose={() => setFeedback(false)} onSaved={reload} />
      )}
    </div>
  );
};

const STATUS_INTENT = { NotStarted: 'none', Started: 'primary', Ended: 'success' } as const;

const PlanSection = ({
  plan,
  version,
  onStepped,
  onOpenDrawer,
  onOpenFeedback,
  arrangeCourse,
}: {
  arrangeCourse?: ReactNode;
  plan: GroupPlanFieldsFragment;
  version: number;
  onStepped: () => void;
  onOpenDrawer: () => void;
  onOpenFeedback: () => void;
}) => {
  const { t } = useTranslation('group-plans');
  const attendanceEditable = canMarkAttendance(plan);
  return (
    <>
      <Card className="group-plans-card" aria-labelledby="group-plan-name">
        <div className="group-plans-plan-head">
          <h2 id="group-plan-name" className="bp6-heading">
            {plan.trainingPlanV2.displayName}
          </h2>
          <Tag intent={STATUS_INTENT[plan.status]}>{t(`status.${kebab(plan.status)}`)}</Tag>
          <Button variant="minimal" icon="panel-stats" text={t('drawer.open')} onClick={onOpenDrawer} />
          {arrangeCourse}
        </div>
        <dl className="group-plans-facts">
          <dt>{t('plan.session')}</dt>
          <dd>{t('plan.session-of', { num: plan.currentNum, total: plan.totalNum })}</dd>
          <dt>{t('plan.class')}</dt>
          <dd>
            {t(`class.${kebab(plan.classState)}`)}
            {plan.classState === 'ClassStarted' &&
              ` · ${t(plan.courseOpen ? 'plan.course-open' : 'plan.course-closed')}`}
          </dd>
          <dt>{t('plan.difficulty')}</dt>
          <dd>
            {t('level', { level: plan.difficulty })} (
            {t('plan.initial', { level: t('level', { level: plan.initDifficulty }) })})
          </dd>
        </dl>
        <div className="group-plans-steps">
          {plan.canWrite ? (
            <PlanActions plan={plan} onStepped={onStepped} />
          ) : (
            <p className="bp6-text-muted">{t('plan.read-only')}</p>
          )}
          {canOpenClassFeedback(plan) && (
            <Button icon="annotation" text={t('feedback.open')} onClick={onOpenFeedback} />
          )}
        </div>
      </Card>
      <section className="group-plans-section" aria-labelledby="group-plan-attendance">
        <h2 id="group-plan-attendance" className="bp6-heading">
          {t('attendance.title', { num: plan.currentNum })}
        </h2>
        <AttendanceList planId={plan.id} editable={attendanceEditable} version={version} onMarked={onStepped} />
      </section>
      <section className="group-plans-section" aria-labelledby="group-plan-sessions">
        <h2 id="group-plan-sessions" className="bp6-heading">
          {t('session.caption')}
        </h2>
        <SessionList planId={plan.id} version={version} />
      </section>
    </>
  );
};

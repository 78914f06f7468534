import { Button, Callout, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient, useQuery } from 'urql';
import {
  ActivateNextOfflinePlanSessionDocument,
  AdjustOfflinePlanCourseDocument,
  AdjustOfflinePlanDifficultyDocument,
  ChangeOfflinePlanModeDocument,
  EndOfflinePlanDocument,
  OfflinePlanAudioPunchDocument,
  OfflinePlanPunchTargetsDocument,
  ExtendOfflinePlanDocument,
  FinishOfflinePlanSessionDocument,
  MarkOfflinePlanItemNotStartedDocument,
  OfflinePlanDocument,
  RecordOfflinePlanInterviewDocument,
  RestartOfflinePlanDocument,
  StartOfflinePlanDocument,
  SuspendOfflinePlanDocument,
  type OfflinePlanAttendance,
  type OfflinePlanCourseAdjustment,
  type OfflinePlanItemFieldsFragment,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { LIVE_REFETCH, useCentreEvents } from '../../../shared/realtime/useCentreEvents';
import { subjectDetailPath } from '../../../shared/routes/paths';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { usePlanStep, type StepResult } from '../hooks/usePlanStep';
import { useQuotaWarning } from '../hooks/useQuotaWarning';
import {
  concernsPlan,
  courseAdjustments,
  endKind,
  keyOf,
  lowSessions,
  maxExtension,
  openItems,
  openStatics,
  planActions,
  punchShortfall,
  type PlanAction,
  type PlanDetail,
} from '../planRules';
import { ConfirmAlert, type Confirmation } from './ConfirmAlert';
import { FeedbackChart } from './FeedbackChart';
import { FeedbackDrawer } from './FeedbackDrawer';
import { FeedbackRecords } from './FeedbackRecords';
import { PlanStatusTags } from './PlanStatusTags';
import { PlanReportPanel } from './PlanReportPanel';
import { SessionCard, type ItemAction } from './SessionCard';
import { AdjustCourseDialog, ExtendDialog, FinishDialog } from './StepDialogs';
import { CourseMusicPicker } from '../../../shared/course-music/CourseMusicPicker';
import { useCertificateWarning } from '../../../shared/trainer-credentials/useCertificateWarning';

/** What the app hands the plan page from the calendar feature (a feature does not import another). */
export type PlanCourseActionProps = { planId: string; subjectId: string; subjectName: string; planOpen: boolean };
export type PlanExtras = {
  /** Spec 001 §2 screen 1: "Arrange course" and its drawer, beside the plan's steps. */
  ArrangeCourse?: ComponentType<PlanCourseActionProps>;
};

type PlanViewProps = PlanExtras & {
  planId: string;
  /** Something changed the plan (the list beside it reloads). */
  onChanged?: () => void;
};

type Dialog = 'finish' | 'extend' | 'adjustCourse' | null;

const ACTION_ICONS: Record<PlanAction, Parameters<typeof Button>[0]['icon']> = {
  start: 'play',
  finish: 'tick-circle',
  interview: 'person',
  next: 'fast-forward',
  adjustCourse: 'swap-horizontal',
  extend: 'add',
  end: 'stop',
  restart: 'refresh',
  changeMode: 'exchange',
  suspend: 'pause',
};

/**
 * One plan as the plan drawer and /system/center/detail/userOfflinePlanDetail show it (spec 001 §2
 * screens 1, 2 and 5): the session card with its items and their feedback, the plan's steps the
 * machine allows and the caller may take, the feedback chart and records. Live: another browser's
 * step reloads it.
 */
export const PlanView = ({ planId, onChanged, ArrangeCourse }: PlanViewProps) => {
  const { t } = useTranslation('offline-plans');
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: OfflinePlanDocument,
    variables: { id: planId },
    context: NO_ERROR_TOAST,
  });
  const [recordsVersion, setRecordsVersion] = useState(0);
  const refresh = () => {
    reexecute(LIVE_REFETCH);
    setRecordsVersion((v) => v + 1);
  };
  useCentreEvents({ refetch: refresh, refetchOn: (event) => concernsPlan(event, { planId }) });

  const plan = data?.offlinePlan;
  if (error && !plan)
    return (
      <Callout intent="danger" title={t('view.load-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  if (!plan) return <LoadingState />;
  return (
    <PlanBody
      plan={plan}
      fetching={fetching}
      recordsVersion={recordsVersion}
      ArrangeCourse={ArrangeCourse}
      onChanged={() => {
        reexecute({ requestPolicy: 'network-only' });
        setRecordsVersion((v) => v + 1);
        onChanged?.();
      }}
    />
  );
};

const PlanBody = ({
  plan,
  fetching,
  recordsVersion,
  onChanged,
  ArrangeCourse,
}: PlanExtras & {
  plan: PlanDetail;
  fetching: boolean;
  recordsVersion: number;
  onChanged: () => void;
}) => {
  const { t } = useTranslation('offline-plans');
  const { showSuccess, showWarning } = useErrorToasts();
  const { run, busy } = usePlanStep();
  const client = useClient();
  const warnQuota = useQuotaWarning();
  const certificateWarning = useCertificateWarning();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [feedbackItemId, setFeedbackItemId] = useState<string | null>(null);
  const { summary } = plan;
  const id = summary.id;
  const actions = planActions(plan);
  const feedbackItem = plan.planItems.find((i) => i.id === feedbackItemId) ?? null;

  const stepped = (action: PlanAction, step: StepResult | null | undefined) => {
    if (!step) return false;
    showSuccess(t(`done.${keyOf(action)}`, { num: step.num, total: step.totalNum }));
    onChanged();
    return true;
  };

  const confirmEnd = (kind: 'periodEnded' | 'early') => {
    const asked: Confirmation = {
      message:
        kind === 'periodEnded'
          ? t('confirm.end-period-ended')
          : t('confirm.end-early', { num: summary.num, total: summary.totalNum }),
      intent: kind === 'periodEnded' ? 'primary' : 'danger',
      confirmText: t('action.end'),
      onConfirm: () => void run('end', EndOfflinePlanDocument, { id }).then((d) => stepped('end', d?.endOfflinePlan)),
    };
    setConfirmation(asked);
    // The punch check (001 §4) joins the question when its answer comes; the question never waits for it.
    void client
      .query(OfflinePlanPunchTargetsDocument, { id }, { requestPolicy: 'network-only', ...NO_ERROR_TOAST })
      .toPromise()
      .then(({ data }) => {
        const shortfall = punchShortfall(data?.offlinePlanPunchTargets);
        if (shortfall) {
          const warning = [
            shortfall.programme && t('confirm.punch-warning', shortfall.programme),
            shortfall.audio && t('confirm.punch-warning-audio', shortfall.audio),
          ]
            .filter(Boolean)
            .join(' ');
          setConfirmation((shown) => (shown === asked ? { ...asked, warning } : shown));
        }
      });
  };

  /**
   * Asks `asked` (starting a session), and says in it, when it comes, what the caller's trainer
   * certificate warns of (001 §7 checkCertificateState): the question never waits for it nor is
   * held by it.
   */
  const askStartingSession = (asked: Confirmation) => {
    setConfirmation(asked);
    void certificateWarning('OFFLINE', id).then((warning) => {
      if (warning) setConfirmation((shown) => (shown === asked ? { ...asked, warning } : shown));
    });
  };

  const finish = async (attendance: OfflinePlanAttendance) => {
    const done = await run('finish', FinishOfflinePlanSessionDocument, { id, num: summary.num, attendance });
    const step = done?.finishOfflinePlanSession;
    if (!step) return;
    setDialog(null);
    showSuccess(t('done.finish', { num: summary.num }));
    // 001 §8, §9: 1 to 5 sessions left warns (3 s); a required interview holds the next session.
    if (lowSessions(step.remainingSessions)) showWarning(t('warn.low-sessions', { count: step.remainingSessions }));
    if (step.interviewRequired) showWarning(t('warn.interview-required'));
    onChanged();
    // 001 §4: the last session ends the plan, after asking whether the training period has ended.
    if (step.lastSession && !step.interviewRequired) confirmEnd('periodEnded');
  };

  const openFinish = () => {
    warnQuota(id, plan.subjectName);
    setDialog('finish');
  };

  /** Whether the v1 session's audio punch lets the class end; warns (the server's words) if not, unless quiet. */
  const audioPunchFirst = async (quiet = false) => {
    const { data } = await client
      .query(OfflinePlanAudioPunchDocument, { id, num: summary.num }, { requestPolicy: 'network-only' })
      .toPromise();
    const punch = data?.offlinePlanAudioPunch;
    if (!punch) return false;
    if (!punch.required || punch.punched) return true;
    if (quiet) return false;
    showWarning(t('finish.audio-punch-first', { count: punch.tracks.filter((track) => !track.listened).length }));
    return false;
  };

  // 001 §4 "Closing the drawer": once a feedback saved in the drawer leaves nothing of the current
  // session open, ending the class follows. Decided on the plan as reloaded after the save (the
  // answer that still shows the item open is not the one to judge by).
  const savedOn = useRef<PlanDetail | null>(null);
  useEffect(() => {
    if (!savedOn.current || savedOn.current === plan) return;
    savedOn.current = null;
    const complete = openItems(plan).length === 0 && openStatics(plan).length === 0;
    if (!complete || !planActions(plan).includes('finish')) return;
    // A v1 card goes on only once the music punch is done too (001 §4), without a warning here.
    if (plan.summary.cardVersion === 'v1') void audioPunchFirst(true).then((ok) => ok && openFinish());
    else openFinish();
    // openFinish reads the plan it is given; running again for it alone would reopen the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plan]);

  const onAction = (action: PlanAction) => {
    switch (action) {
      case 'start':
        warnQuota(id, plan.subjectName);
        return askStartingSession({
          message: t('confirm.start', { name: summary.displayName }),
          confirmText: t('action.start'),
          onConfirm: () =>
            void run('start', StartOfflinePlanDocument, { id }).then((d) => stepped('start', d?.startOfflinePlan)),
        });
      case 'finish': {
        // 001 §4: ending a class needs every item's feedback (or "not started") and every static
        // activity ticked first.
        const open = openItems(plan);
        if (open.length > 0) return showWarning(t('finish.feedback-first', { count: open.length }));
        const statics = openStatics(plan);
        if (statics.length > 0) return showWarning(t('finish.statics-first', { count: statics.length }));
        // 001 §4: a v1 card's class also needs the session's audio punch, if it has course music.
        if (summary.cardVersion === 'v1') return void audioPunchFirst().then((ok) => ok && openFinish());
        return openFinish();
      }
      case 'interview':
        return setConfirmation({
          message: t('confirm.interview', { num: summary.num }),
          confirmText: t('action.interview'),
          onConfirm: () =>
            void run('interview', RecordOfflinePlanInterviewDocument, { id }).then((d) =>
              stepped('interview', d?.recordOfflinePlanInterview),
            ),
        });
      case 'next':
        return askStartingSession({
          message: t('confirm.next', { num: summary.num + 1 }),
          confirmText: t('action.next'),
          onConfirm: () =>
            void run('next', ActivateNextOfflinePlanSessionDocument, { id }).then((d) =>
              stepped('next', d?.activateNextOfflinePlanSession),
            ),
        });
      case 'end':
        return confirmEnd(endKind(summary));
      case 'restart':
        return setConfirmation({
          message: t('confirm.restart'),
          confirmText: t('action.restart'),
          onConfirm: () =>
            void run('restart', RestartOfflinePlanDocument, { id }).then((d) =>
              stepped('restart', d?.restartOfflinePlan),
            ),
        });
      case 'extend':
      case 'adjustCourse':
        return setDialog(action);
      case 'changeMode': {
        // 001 §7 changeDeductionType: from the current session on, with that mode's quota and price.
        const mode = summary.mode === 'Offline' ? 'Online' : 'Offline';
        return setConfirmation({
          message: t('confirm.change-mode', { num: summary.num, mode: t(`mode.${keyOf(mode)}`) }),
          confirmText: t('action.change-mode', { mode: t(`mode.${keyOf(mode)}`) }),
          onConfirm: () =>
            void run('changeMode', ChangeOfflinePlanModeDocument, { id, mode }).then((d) => {
              if (!d) return;
              showSuccess(t('done.change-mode', { mode: t(`mode.${keyOf(mode)}`) }));
              onChanged();
            }),
        });
      }
      case 'suspend':
        return setConfirmation({
          message: t('confirm.suspend', { name: summary.displayName }),
          intent: 'danger',
          confirmText: t('action.suspend'),
          onConfirm: () =>
            void run('suspend', SuspendOfflinePlanDocument, { id }).then((d) =>
              stepped('suspend', d?.suspendOfflinePlan),
            ),
        });
    }
  };

  const onItemAction = (item: OfflinePlanItemFieldsFragment, action: ItemAction) => {
    const title = item.trainingProgram.title;
    if (action === 'feedback') return setFeedbackItemId(item.id);
    if (action === 'notStarted')
      return setConfirmation({
        message: t('item.not-started-confirm', { title }),
        confirmText: t('item.not-started'),
        intent: 'warning',
        onConfirm: () =>
          void run('notStarted', MarkOfflinePlanItemNotStartedDocument, { planItemId: item.id }).then((d) => {
            if (!d) return;
            showSuccess(t('item.marked', { title }));
            onChanged();
          }),
      });
    const from = item.trainingProgram.difficulty;
    const to = from + (action === 'Increase' ? 1 : -1);
    return setConfirmation({
      message: t(`item.difficulty-confirm-${keyOf(action)}`, { title, from, to }),
      onConfirm: () =>
        void run('difficulty', AdjustOfflinePlanDifficultyDocument, { planItemId: item.id, operate: action }).then(
          (d) => {
            if (!d) return;
            showSuccess(t('item.adjusted', { title, level: to }));
            onChanged();
          },
        ),
    });
  };

  return (
    <div className="atrium-plan-view" aria-busy={fetching}>
      <header className="atrium-plan-view-head">
        <h2 className="bp6-heading">{summary.displayName}</h2>
        <PlanStatusTags summary={summary} />
        {summary.isTry && <Tag intent="warning">{t('tag.trial')}</Tag>}
      </header>
      {/* Whose plan: a block of its own, so the link is not a link inside text (axe link-in-text-block). */}
      <p className="atrium-plan-child">
        <Link to={subjectDetailPath(summary.subjectId)}>{plan.subjectName}</Link>
      </p>
      {!plan.canWrite && (
        <Callout icon="lock" className="atrium-plan-readonly">
          {t('view.read-only')}
        </Callout>
      )}
      {(actions.length > 0 || ArrangeCourse) && (
        <div className="atrium-plan-actions" role="toolbar" aria-label={summary.displayName}>
          {actions.map((action) => (
            <Button
              key={action}
              icon={ACTION_ICONS[action]}
              intent={action === 'suspend' ? 'danger' : action === 'next' || action === 'start' ? 'primary' : 'none'}
              variant={action === 'suspend' ? 'minimal' : undefined}
              loading={busy === action}
              text={t(`action.${keyOf(action)}`, {
                mode: t(`mode.${summary.mode === 'Offline' ? 'online' : 'offline'}`),
              })}
              onClick={() => onAction(action)}
            />
          ))}
          {ArrangeCourse && (
            <ArrangeCourse
              planId={id}
              subjectId={summary.subjectId}
              subjectName={plan.subjectName}
              planOpen={!summary.isDeleted && (summary.status === 'None' || summary.status === 'Started')}
            />
          )}
        </div>
      )}
      {/* The programme the sessions' course music comes from, and (with write) picking another. */}
      <CourseMusicPicker planKind="OFFLINE" planId={summary.id} canWrite={plan.canWrite} />
      <SessionCard plan={plan} onItemAction={onItemAction} />
      <PlanReportPanel plan={plan} version={recordsVersion} onChanged={onChanged} />
      <FeedbackChart plan={plan} />
      <FeedbackRecords planId={summary.id} version={recordsVersion} />
      <ConfirmAlert confirmation={confirmation} onClose={() => setConfirmation(null)} />
      {dialog === 'finish' && (
        <FinishDialog
          isOpen
          busy={busy === 'finish'}
          num={summary.num}
          planId={summary.id}
          childName={plan.subjectName}
          onClose={() => setDialog(null)}
          onSubmit={(attendance) => void finish(attendance)}
        />
      )}
      {dialog === 'extend' && (
        <ExtendDialog
          isOpen
          busy={busy === 'extend'}
          max={maxExtension(summary)}
          onClose={() => setDialog(null)}
          onSubmit={(count) =>
            void run('extend', ExtendOfflinePlanDocument, { id, count }).then((d) => {
              if (stepped('extend', d?.extendOfflinePlan)) setDialog(null);
            })
          }
        />
      )}
      {dialog === 'adjustCourse' && (
        <AdjustCourseDialog
          isOpen
          busy={busy === 'adjustCourse'}
          kinds={courseAdjustments(summary)}
          onClose={() => setDialog(null)}
          onSubmit={(kind: OfflinePlanCourseAdjustment, programCode) =>
            void run('adjustCourse', AdjustOfflinePlanCourseDocument, { id, kind, programCode }).then((d) => {
              if (stepped('adjustCourse', d?.adjustOfflinePlanCourse)) setDialog(null);
            })
          }
        />
      )}
      <FeedbackDrawer
        plan={plan}
        item={feedbackItem}
        onClose={() => setFeedbackItemId(null)}
        onSaved={() => {
          setFeedbackItemId(null);
          savedOn.current = plan;
          onChanged();
        }}
      />
    </div>
  );
};

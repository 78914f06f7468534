import {
  interviewSessionsOf,
  levelsOf,
  MAX_LEVEL,
  MIN_LEVEL,
  UNLIMITED_TRIALS,
  type PlanRules,
} from '../../../forms/plan-rules';
import type { EventName, EventPayload } from '../../../events/catalogue';
import type { Tx } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { appendEvent } from '../../platform/outbox';
import { requireTenant, type RequestContext } from '../../platform/tenancy';
import { getContent } from '../content/content.service';
import { archiveCounts, canSkipArchive } from '../archives/archives.service';
import { announceLowQuota, useSessionQuota } from '../quotas/session-quota.service';
import { chargeDeliveredSession } from '../contracts/hfs/hfs-session-charge.service';
import type { Messenger } from '../../platform/messaging/messenger';
import { OFFLINE_PLAN_KINDS, type IlsVersion } from '../content/plans/offline-plan.kind';
import type { PlanSession } from '../content/plans/plan.schemas';
import { PLAN_READ, planForStep, requireReader, requireWriter, stepOf } from './offline-plan-access';
import { planConflict, planInvalid } from './offline-plan.errors';
import { countOpenStatics } from './offline-plan-static.repository';
import { copyTemplateStatics } from './offline-plan-static.service';
import {
  findItems,
  findOpenPlan,
  findSubject,
  finishSession,
  insertItems,
  insertPlan,
  isCentreMember,
  openSession,
  programLevels,
  recordInterview,
  trialPlansOf,
  updatePlan,
  type PlanRow,
} from './offline-plans.repository';
import type { CreatePlanBody, ExtendBody, NumDoneBody } from './offline-plans.schemas';
import { requireAudioPunch } from './offline-plan-audio.service';

// A child's offline plan through its life (issue 19 item 1; spec 001 §4 "Offline plan flow"):
// arranged from a Public template, started, each session finished and the next activated, ended,
// restarted, extended, suspended. Every step is the machine's (offline-plan-access.ts stepOf) and
// writes an event the plan page, the workbench and the supervisor board follow live.

type Subject = { id: string; name: string };

/** Appends one of the plan's facts for the screens that show it. */
export const planEvent = <
  N extends Extract<
    EventName,
    'OfflinePlanChanged' | 'SessionStarted' | 'SessionFinished' | 'FeedbackSubmitted' | 'PlanEnded'
  >,
>(
  tx: Tx,
  plan: PlanRow,
  type: N,
  payload: Omit<EventPayload<N>, 'planId' | 'subjectId' | 'subjectName' | 'num' | 'by'> & {
    subject: Subject;
    by: string;
    num?: number;
  },
) => {
  const { subject, by, num, ...rest } = payload;
  // TypeScript cannot pair a generic N with its payload through the spread below; the parameter's
  // type says which payload goes with N, and appendEvent checks the name and version at run time.
  return appendEvent(tx, {
    tenantId: plan.tenantId,
    type,
    version: 1,
    permission: PLAN_READ,
    payload: { planId: plan.id, subjectId: subject.id, subjectName: subject.name, num: num ?? plan.num, by, ...rest },
  } as Parameters<typeof appendEvent>[1]);
};

type Template = { code: string; nameZh: string; nameEn: string; sessions: PlanSession[]; rules: PlanRules };

/**
 * The template as the centre reads it (Public only: another status is not found). getContent
 * answers any kind's common item; this kind's item carries the plan fields too (offline-plan.kind.ts).
 */
const templateOf = async (tx: Tx, ctx: RequestContext, version: IlsVersion, id: string) =>
  (await getContent(tx, ctx, OFFLINE_PLAN_KINDS[version], id)) as unknown as Template;

/** GET beforeCreate/{subjectId}: whether a plan can be arranged for the child now. */
export const beforeCreate = async (tx: Tx, ctx: RequestContext, subjectId: string) => {
  requireReader(ctx);
  const subject = await findSubject(tx, subjectId);
  if (!subject) throw notFound('subject');
  const open = await findOpenPlan(tx, subjectId);
  const counts = await archiveCounts(tx, subjectId);
  const canSkip = canSkipArchive(ctx);
  return {
    subjectId,
    openPlanId: open?.id ?? null,
    canArrange: !open && subject.status === 'Bind',
    profileCount: counts.profile,
    diagnosticInformationCount: counts.diagnosticInformation,
    canSkipArchive: canSkip,
    // 001 §4: the console asks for the profile first when this is true (arranging would be refused).
    profileMissing: !canSkip && (counts.profile === 0 || counts.diagnosticInformation === 0),
  };
};

/** The trial check (001 §3 "Trial check"): whether the template has trial sessions and how many trials are left. */
export const trialCheck = async (tx: Tx, ctx: RequestContext, ilsVersion: IlsVersion, templateId: string) => {
  requireReader(ctx);
  const template = await templateOf(tx, ctx, ilsVersion, templateId);
  return trialOf(tx, template, templateId);
};

const trialOf = async (tx: Tx, template: Template, templateId: string) => {
  const needTry = template.rules.trial.sessions.length > 0;
  if (!needTry) return { needTry, tryCount: 0 };
  const count = template.rules.trial.count;
  if (count >= UNLIMITED_TRIALS) return { needTry, tryCount: count };
  return { needTry, tryCount: Math.max(0, count - (await trialPlansOf(tx, templateId))) };
};

/**
 * POST /api/rocket/userOfflinePlan: arranges a plan for a bound child from a Public template. The
 * template's sessions are copied with each program's level for its session (the rules' difficulty
 * steps from the chosen start level, kept within the program's range), so a later edit of the
 * template never changes a running plan. A child with an open plan gets none (409), however many
 * arrange at once: the unique index of open plans decides. Nor does a child whose Profile or
 * DiagnosticInformation archive list is empty, unless the centre may skip the archive (409).
 */
export const arrangePlan = async (tx: Tx, ctx: RequestContext, body: CreatePlanBody) => {
  requireWriter(ctx);
  const tenant = requireTenant(ctx);
  const subject = await findSubject(tx, body.subjectId);
  if (!subject) throw notFound('subject');
  if (subject.status !== 'Bind') throw planConflict('subject-not-bound');
  if (await findOpenPlan(tx, subject.id)) throw planConflict('open-plan-exists');
  // 001 §4: the child's two profile lists first, unless the centre may skip the archive.
  if (!canSkipArchive(ctx)) {
    const counts = await archiveCounts(tx, subject.id);
    if (counts.profile === 0 || counts.diagnosticInformation === 0) throw planConflict('profile-missing');
  }
  if (body.validFrom && body.validUntil && body.validFrom > body.validUntil)
    throw planInvalid('validUntil', 'period-order');
  const coachId = body.coachId ?? ctx.userId;
  if (!(await isCentreMember(tx, tenant.id, coachId))) throw planInvalid('coachId', 'coach-unknown');
  const template = await templateOf(tx, ctx, body.ilsVersion, body.templateId);
  if (template.sessions.length === 0 || template.sessions.every((s) => s.programs.length === 0))
    throw planConflict('template-empty');
  if (body.isTry) {
    const trial = await trialOf(tx, template, body.templateId);
    if (!trial.needTry) throw planConflict('no-trial-sessions');
    if (trial.tryCount <= 0) throw planConflict('no-trials-left');
  }
  const startLevel = body.startLevel ?? template.rules.difficulty.startLevel;
  const rules: PlanRules = { ...template.rules, difficulty: { ...template.rules.difficulty, startLevel } };
  const levels = levelsOf(rules, template.sessions.length);
  const plan = await insertPlan(tx, {
    tenantId: tenant.id,
    subjectId: subject.id,
    templateId: body.templateId,
    ilsVersion: body.ilsVersion,
    cardVersion: body.cardVersion ?? 'v2',
    code: template.code,
    nameZh: template.nameZh,
    nameEn: template.nameEn,
    rules,
    totalNum: template.sessions.length,
    isTry: body.isTry ?? false,
    mode: body.mode ?? 'Offline',
    coachId,
    validFrom: body.validFrom ?? null,
    validUntil: body.validUntil ?? null,
    createdBy: ctx.userId,
  });
  if (!plan) throw planConflict('open-plan-exists');
  const ranges = await programLevels(
    tx,
    template.sessions.flatMap((s) => s.programs.map((p) => p.id)),
  );
  await insertItems(
    tx,
    template.sessions.flatMap((session) =>
      session.programs.map((program, position) => {
        const range = ranges.get(program.id) ?? { min: MIN_LEVEL, max: MAX_LEVEL };
        const level = levels[session.number - 1] ?? startLevel;
        return {
          tenantId: tenant.id,
          planId: plan.id,
          num: session.number,
          position,
          programId: program.id,
          difficulty: Math.min(range.max, Math.max(range.min, level)),
        };
      }),
    ),
  );
  await copyTemplateStatics(tx, plan, template.sessions);
  await planEvent(tx, plan, 'OfflinePlanChanged', { action: 'Arranged', subject, by: ctx.userId });
  return plan;
};

/** POST start: the arranged plan starts at session 1, which opens. */
export const startPlan = async (tx: Tx, ctx: RequestContext, id: string) => {
  const { plan, subject } = await planForStep(tx, ctx, id);
  const next = stepOf(plan, { type: 'plan.start' });
  const row = await updatePlan(tx, plan.id, next, { startedAt: new Date() });
  await openSession(tx, { tenantId: plan.tenantId, planId: plan.id, num: 1, mode: plan.mode, startedBy: ctx.userId });
  await planEvent(tx, row, 'SessionStarted', { subject, by: ctx.userId });
  return row;
};

/**
 * POST numDone: finishes the current session. Every item of it must have its feedback or be marked
 * not started (001 §4 "Session card"); a session other than the current one is out of order; of two
 * staff finishing at once exactly one does (the session row is finished once), the other is told
 * it is already finished. Tells whether a parent interview is now required (the next step waits).
 */
export const finishCurrentSession = async (
  tx: Tx,
  ctx: RequestContext,
  body: NumDoneBody,
  today: string,
  messenger: Messenger,
) => {
  const { plan, subject } = await planForStep(tx, ctx, body.id);
  if (body.num !== plan.num) throw planConflict('session-out-of-order', { num: body.num, current: plan.num });
  const interview = interviewSessionsOf(plan.rules, plan.totalNum).includes(plan.num);
  const next = stepOf(plan, { type: 'session.finish', interview });
  const items = await findItems(tx, plan.id, plan.num);
  const open = items.filter(({ item }) => item.hasDone === null);
  if (open.length > 0) throw planConflict('feedback-first', { count: open.length });
  // 001 §4: and every static activity of the session ticked (a plan without any ends as before).
  const statics = await countOpenStatics(tx, plan.id, plan.num);
  if (statics > 0) throw planConflict('statics-first', { count: statics });
  // 001 §4: "v1 also needs the audio punch if present".
  await requireAudioPunch(tx, ctx, plan);
  // Opened by the start or the activation; a plan restarted on a finished session has it already.
  await openSession(tx, {
    tenantId: plan.tenantId,
    planId: plan.id,
    num: plan.num,
    mode: plan.mode,
    startedBy: ctx.userId,
  });
  const finished = await finishSession(tx, plan.id, plan.num, {
    finishedBy: ctx.userId,
    attendance: body.attendance ?? 'Attend',
    interviewRequired: interview,
  });
  if (!finished) throw planConflict('session-finished');
  // The child's session quota goes down in this transaction, so a refused quota (hfs1.timesSetting:
  // none set, used up) leaves the session unfinished. An absent child used no session.
  const quota =
    finished.attendance === 'Attend'
      ? await useSessionQuota(tx, ctx, {
          subjectId: subject.id,
          type: plan.mode,
          planId: plan.id,
          num: plan.num,
          today,
        })
      : null;
  // And the centre's HFS contract pays for it at its price for the template, once (no price, no charge).
  const charge =
    finished.attendance === 'Attend'
      ? await chargeDeliveredSession(
          tx,
          { userId: ctx.userId, today, messenger },
          {
            tenantId: plan.tenantId,
            planId: plan.id,
            num: plan.num,
            templateId: plan.templateId,
            mode: plan.mode,
            subjectId: subject.id,
            childName: subject.name,
            resourceName: plan.nameZh,
          },
        )
      : null;
  const row = await updatePlan(tx, plan.id, next);
  await planEvent(tx, row, 'SessionFinished', { subject, by: ctx.userId, interviewRequired: interview });
  if (quota)
    await announceLowQuota(tx, ctx, {
      tenantId: plan.tenantId,
      subjectId: subject.id,
      subjectName: subject.name,
      type: plan.mode,
      remaining: quota.remaining,
    });
  return {
    plan: row,
    interviewRequired: interview,
    lastSession: row.num === row.totalNum,
    remainingSessions: quota?.remaining ?? null,
    chargedFen: charge?.amountFen ?? null,
  };
};

/** Records the parent interview the finished session asked for, which lets the next one start. */
export const recordParentInterview = async (tx: Tx, ctx: RequestContext, id: string) => {
  const { plan, subject } = await planForStep(tx, ctx, id);
  const next = stepOf(plan, { type: 'interview.record' });
  await recordInterview(tx, plan.id, plan.num);
  const row = await updatePlan(tx, plan.id, next);
  await planEvent(tx, row, 'OfflinePlanChanged', { action: 'InterviewRecorded', subject, by: ctx.userId });
  return row;
};

/** POST startNext: activates the next session by confirmation. */
export const activateNext = async (tx: Tx, ctx: RequestContext, id: string) => {
  const { plan, subject } = await planForStep(tx, ctx, id);
  const next = stepOf(plan, { type: 'session.next' });
  const row = await updatePlan(tx, plan.id, next);
  await openSession(tx, {
    tenantId: plan.tenantId,
    planId: plan.id,
    num: row.num,
    mode: plan.mode,
    startedBy: ctx.userId,
  });
  await planEvent(tx, row, 'SessionStarted', { subject, by: ctx.userId });
  return row;
};

/** POST end/{id}: ends the plan (after the last session's confirmation, or early). */
export const endPlan = async (tx: Tx, ctx: RequestContext, id: string) => {
  const { plan, subject } = await planForStep(tx, ctx, id);
  const row = await updatePlan(tx, plan.id, stepOf(plan, { type: 'plan.end' }), { endedAt: new Date() });
  await planEvent(tx, row, 'PlanEnded', { subject, by: ctx.userId });
  return row;
};

/** POST restart/{id}: an ended plan runs again where it stopped, unless the child has another open plan. */
export const restartPlan = async (tx: Tx, ctx: RequestContext, id: string) => {
  const { plan, subject } = await planForStep(tx, ctx, id);
  const next = stepOf(plan, { type: 'plan.restart' });
  if (await findOpenPlan(tx, plan.subjectId)) throw planConflict('open-plan-exists');
  const row = await updatePlan(tx, plan.id, next, { endedAt: null });
  await planEvent(tx, row, 'OfflinePlanChanged', { action: 'Restarted', subject, by: ctx.userId });
  return row;
};

/**
 * POST extendClasses: `count` more sessions at the end, each repeating the plan's last session's
 * programs at their levels (docs/decisions.md "Offline plans: what extending repeats").
 */
export const extendPlan = async (tx: Tx, ctx: RequestContext, body: ExtendBody) => {
  const { plan, subject } = await planForStep(tx, ctx, body.id);
  const next = stepOf(plan, { type: 'plan.extend', sessions: body.count });
  const last = await findItems(tx, plan.id, plan.totalNum);
  await insertItems(
    tx,
    Array.from({ length: body.count }, (_, i) =>
      last.map(({ item }) => ({
        tenantId: plan.tenantId,
        planId: plan.id,
        num: plan.totalNum + i + 1,
        position: item.position,
        programId: item.programId,
        difficulty: item.difficulty,
      })),
    ).flat(),
  );
  const row = await updatePlan(tx, plan.id, next);
  await planEvent(tx, row, 'OfflinePlanChanged', { action: 'Extended', subject, by: ctx.userId });
  return row;
};

/** DELETE: suspends the plan (isDeleted); it no longer blocks another for the child. */
export const suspendPlan = async (tx: Tx, ctx: RequestContext, id: string) => {
  const { plan, subject } = await planForStep(tx, ctx, id);
  const row = await updatePlan(tx, plan.id, stepOf(plan, { type: 'plan.suspend' }));
  await planEvent(tx, row, 'OfflinePlanChanged', { action: 'Suspended', subject, by: ctx.userId });
  return row;
};

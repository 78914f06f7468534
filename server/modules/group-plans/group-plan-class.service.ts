import type { Tx } from '../../platform/db/database';
import type { Messenger } from '../../platform/messaging/messenger';
import type { RequestContext } from '../../platform/tenancy';
import { chargeDeliveredClass } from '../contracts/hfs/hfs-session-charge.service';
import { announceLowQuota, LOW_SESSIONS, useSessionQuota } from '../quotas/session-quota.service';
import { groupPlanForStep, groupStepOf } from './group-plan-access';
import { groupPlanConflict, groupPlanInvalid } from './group-plan.errors';
import { requireClassFeedback } from './group-plan-feedback.service';
import { attendanceCounts, groupOf, groupPlanEvent } from './group-plan.service';
import {
  countUnmarked,
  endSession,
  findAttendance,
  findGroupChildren,
  findSubjectNames,
  openSession,
  stampCourse,
  updatePlan,
  upsertAttendance,
} from './group-plans.repository';
import type { AttendanceBody } from './group-plans.schemas';

// A group plan's classes (spec 001 §4 "Group plan": class started, ended, continued; course
// started and ended; 001 §3 attendance Attend or Absent): one class per session, in order.

/**
 * POST startClass: the current session's class starts (the first one starts the plan). Of two
 * staff starting it at once, the plan row's lock lets one through and the other is told the class
 * has started; the session row opens once besides.
 */
export const startClass = async (tx: Tx, ctx: RequestContext, id: string) => {
  const plan = await groupPlanForStep(tx, ctx, id);
  const next = groupStepOf(plan, { type: 'class.start' });
  const group = await groupOf(tx, plan);
  if ((await findGroupChildren(tx, group.id)).length === 0) throw groupPlanConflict('group-empty');
  const session = await openSession(tx, {
    tenantId: plan.tenantId,
    planId: plan.id,
    num: plan.num,
    startedBy: ctx.userId,
  });
  if (!session) throw groupPlanConflict('class-ended');
  const row = await updatePlan(tx, plan.id, next, { startedAt: plan.startedAt ?? session.startedAt });
  await groupPlanEvent(tx, row, group, 'ClassStarted', { by: ctx.userId });
  return { plan: row, group };
};

/** POST startCourse and endCourse: the running class's training activities begin and end. */
export const stepCourse = async (tx: Tx, ctx: RequestContext, id: string, edge: 'start' | 'end') => {
  const plan = await groupPlanForStep(tx, ctx, id);
  const next = groupStepOf(plan, { type: edge === 'start' ? 'course.start' : 'course.end' });
  if (!(await stampCourse(tx, plan.id, plan.num, edge)))
    throw groupPlanConflict(edge === 'start' ? 'course-started' : 'course-not-started');
  const row = await updatePlan(tx, plan.id, next);
  const group = await groupOf(tx, row);
  const action = edge === 'start' ? 'CourseStarted' : 'CourseEnded';
  await groupPlanEvent(tx, row, group, 'GroupPlanChanged', { action, by: ctx.userId });
  return { plan: row, group };
};

/**
 * POST/PUT punchForChild: each listed child's attendance at the running class (a mark may be
 * changed until the class ends). Only the group's children, each once; another centre's child is
 * not one of them.
 */
export const markAttendance = async (tx: Tx, ctx: RequestContext, body: AttendanceBody) => {
  const plan = await groupPlanForStep(tx, ctx, body.id);
  if (body.num !== plan.num) throw groupPlanConflict('session-out-of-order', { num: body.num, current: plan.num });
  groupStepOf(plan, { type: 'class.attend' });
  const group = await groupOf(tx, plan);
  const members = new Set((await findGroupChildren(tx, group.id)).map((c) => c.id));
  const ids = body.children.map((c) => c.subjectId);
  if (new Set(ids).size !== ids.length) throw groupPlanInvalid('children', 'child-twice');
  if (ids.some((subjectId) => !members.has(subjectId))) throw groupPlanInvalid('children', 'child-not-in-group');
  await upsertAttendance(
    tx,
    body.children.map((c) => ({
      tenantId: plan.tenantId,
      planId: plan.id,
      num: plan.num,
      subjectId: c.subjectId,
      attendance: c.attendance,
      markedBy: ctx.userId,
    })),
  );
  const counts = await attendanceCounts(tx, plan.id, plan.num);
  await groupPlanEvent(tx, plan, group, 'AttendanceMarked', { ...counts, by: ctx.userId });
  return { plan, group };
};

/**
 * POST endClass: the running class ends, once its course (if started) has ended, every child of
 * the group has an attendance mark and every activity of the session has the class's feedback (001
 * §4 "Session card"). In the same transaction each child who attended uses one Offline session of
 * their quota and the centre's HFS contract pays for the class at its price for the class's size,
 * once (issue 20 item 2); a refused quota or contract (409) leaves the class running with nothing
 * written. A class nobody attended is not charged, as an absent child's
 * offline session is not.
 */
export const endClass = async (tx: Tx, ctx: RequestContext, id: string, today: string, messenger: Messenger) => {
  const plan = await groupPlanForStep(tx, ctx, id);
  const next = groupStepOf(plan, { type: 'class.end' });
  const unmarked = await countUnmarked(tx, plan.groupId, plan.id, plan.num);
  if (unmarked > 0) throw groupPlanConflict('attendance-first', { count: unmarked });
  await requireClassFeedback(tx, plan);
  if (!(await endSession(tx, plan.id, plan.num, ctx.userId))) throw groupPlanConflict('class-ended');
  const group = await groupOf(tx, plan);
  const attending = (await findAttendance(tx, plan.id, plan.num)).filter((a) => a.attendance === 'Attend');
  const low: { subjectId: string; remaining: number }[] = [];
  for (const child of attending) {
    const quota = await useSessionQuota(tx, ctx, {
      subjectId: child.subjectId,
      type: 'Offline',
      planId: plan.id,
      planKind: 'group',
      num: plan.num,
      today,
    });
    if (quota?.remaining !== null && quota?.remaining !== undefined && quota.remaining <= LOW_SESSIONS)
      low.push({ subjectId: child.subjectId, remaining: quota.remaining });
  }
  if (attending.length > 0)
    await chargeDeliveredClass(
      tx,
      { userId: ctx.userId, today, messenger },
      {
        tenantId: plan.tenantId,
        planId: plan.id,
        num: plan.num,
        classPlanId: plan.classPlanId,
        size: group.type,
        groupId: group.id,
        groupName: group.name,
        attended: attending.length,
        resourceName: plan.nameZh,
      },
    );
  const row = await updatePlan(tx, plan.id, next);
  // As after a child's own session: whoever watches quotas (the supervisor board) hears of a low one.
  const names =
    low.length > 0
      ? await findSubjectNames(
          tx,
          low.map((l) => l.subjectId),
        )
      : [];
  for (const { subjectId, remaining } of low)
    await announceLowQuota(tx, ctx, {
      tenantId: plan.tenantId,
      subjectId,
      subjectName: names.find((n) => n.id === subjectId)?.name ?? '',
      type: 'Offline',
      remaining,
    });
  await groupPlanEvent(tx, row, group, 'ClassEnded', {
    ...(await attendanceCounts(tx, plan.id, plan.num)),
    by: ctx.userId,
  });
  return { plan: row, group };
};

/** POST continueClass: from the ended class on to the next session, whose class waits to start. */
export const continueClass = async (tx: Tx, ctx: RequestContext, id: string) => {
  const plan = await groupPlanForStep(tx, ctx, id);
  const row = await updatePlan(tx, plan.id, groupStepOf(plan, { type: 'class.continue' }));
  const group = await groupOf(tx, row);
  await groupPlanEvent(tx, row, group, 'GroupPlanChanged', { action: 'Continued', by: ctx.userId });
  return { plan: row, group };
};

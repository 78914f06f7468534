import { interviewSessionsOf } from '../../../forms/plan-rules';
import type { Tx } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { Language } from '../../platform/i18n';
import type { RequestContext } from '../../platform/tenancy';
import { classCourseClashes } from '../calendar/calendar-membership.service';
import { templateRulesOf } from '../content/plans/plan-rules.service';
import { quoteClassCharge } from '../contracts/hfs/hfs-class-quote.service';
import { sessionQuotaStatus, TIMES_SETTING } from '../quotas/session-quota.service';
import { groupPlanToRead, requireGroupPlanReader } from './group-plan-access';
import { groupPlanConflict } from './group-plan.errors';
import { groupOf } from './group-plan.service';
import { findCourseRecords, findMembersSince, findSubject } from './group-plan-checks.repository';
import type {
  BeforeStartCourse,
  ChildStatus,
  InterviewsNeed,
  InterviewQuery,
  UserCourseRecordQuery,
  UserCourseRecords,
} from './group-plan-checks.schemas';
import { findAttendance, findSubjectNames } from './group-plans.repository';

// The checks around a class (spec 001 §7 beforeStartCourse, refreshChildStatus,
// checkCertificateState, parentalInterviewsNeed) and a child's class sessions (userCourseRecord,
// ours). Each reads; none changes a plan. docs/decisions.md "Group plan checks".

const iso = (d: Date) => d.toISOString();

/**
 * GET beforeStartCourse: what ending the current session's class would ask, read before it starts,
 * so the page warns first (001 §4 "Quotas", §8). Each child's Offline session quota as endClass
 * uses it (quota null without hfs1.timesSetting: no warnings there, as offline beforeStart), and
 * whether the centre's HFS contract can pay the class plan's price for the class's size. Absence
 * is not known yet, so every child of the class is listed; endClass still refuses what cannot be
 * given, in its own transaction.
 */
export const beforeStartCourse = async (
  tx: Tx,
  ctx: RequestContext,
  id: string,
  today: string,
): Promise<BeforeStartCourse> => {
  const plan = await groupPlanToRead(tx, ctx, id);
  const group = await groupOf(tx, plan);
  const timesSetting = ctx.features.has(TIMES_SETTING);
  const items: BeforeStartCourse['items'] = [];
  for (const child of await findMembersSince(tx, group.id))
    items.push({
      subjectId: child.id,
      userName: child.name,
      quota: timesSetting ? await sessionQuotaStatus(tx, child.id, 'Offline', today) : null,
    });
  const charge = await quoteClassCharge(tx, {
    tenantId: plan.tenantId,
    classPlanId: plan.classPlanId,
    size: group.type,
    today,
  });
  return {
    id: plan.id,
    groupId: group.id,
    groupName: group.name,
    num: plan.num,
    size: group.type,
    timesSetting,
    charge,
    items,
    totalCount: items.length,
  };
};

/**
 * GET refreshChildStatus: who joined the class after the plan's first class started (group_members
 * keeps when each joined), who left it (marked at one of the plan's classes and no longer in it:
 * the class keeps no leaving date), and which of the plan's future courses now meet a course of a
 * child's own. Before the first class nobody has joined or left "since".
 */
export const refreshChildStatus = async (tx: Tx, ctx: RequestContext, id: string): Promise<ChildStatus> => {
  const plan = await groupPlanToRead(tx, ctx, id);
  const members = await findMembersSince(tx, plan.groupId);
  const started = plan.startedAt;
  const joined = started
    ? members
        .filter((m) => m.addedAt > started)
        .map((m) => ({ subjectId: m.id, userName: m.name, addedAt: iso(m.addedAt) }))
    : [];
  const inClass = new Set(members.map((m) => m.id));
  const gone = [...new Set((await findAttendance(tx, plan.id)).map((m) => m.subjectId))].filter((s) => !inClass.has(s));
  const left = gone.length > 0 ? await findSubjectNames(tx, gone) : [];
  const names = new Map(members.map((m) => [m.id, m.name]));
  const clashes = await classCourseClashes(tx, { groupId: plan.groupId, groupPlanId: plan.id }, [...inClass]);
  return {
    id: plan.id,
    startedAt: started ? iso(started) : null,
    joined,
    left: left.map((c) => ({ subjectId: c.id, userName: c.name })),
    conflicts: clashes.map((c) => ({
      subjectId: c.subjectId,
      userName: names.get(c.subjectId) ?? '',
      courseId: c.courseId,
      startTime: iso(c.startTime),
      endTime: iso(c.endTime),
      clashCourseId: c.clashCourseId,
      clashStartTime: iso(c.clashStartTime),
      clashEndTime: iso(c.clashEndTime),
    })),
  };
};

/**
 * GET parentalInterviewsNeed: after session `num` (the current one when not given), which of its
 * children need a parent interview. The offline rule (001 §4 "Finishing a session tells the user
 * whether a parent interview is required"): the plan's rules name the session
 * (interviewSessionsOf); a class plan has the same rules, read from the class plan. Per child: the
 * session is one of those and the child attended it.
 */
export const parentalInterviewsNeed = async (
  tx: Tx,
  ctx: RequestContext,
  query: InterviewQuery,
): Promise<InterviewsNeed> => {
  const plan = await groupPlanToRead(tx, ctx, query.groupTrainingPlanId);
  const num = query.num ?? plan.num;
  if (num > plan.totalNum) throw groupPlanConflict('no-such-session', { num, total: plan.totalNum });
  const rules = await templateRulesOf(tx, 'class', plan.classPlanId);
  const interviewSession = rules ? interviewSessionsOf(rules.rules, plan.totalNum).includes(num) : false;
  const marks = new Map((await findAttendance(tx, plan.id, num)).map((m) => [m.subjectId, m.attendance]));
  const members = await findMembersSince(tx, plan.groupId);
  const children = members.map((m) => ({ id: m.id, name: m.name }));
  const gone = [...marks.keys()].filter((s) => !members.some((m) => m.id === s));
  if (gone.length > 0) children.push(...(await findSubjectNames(tx, gone)));
  const items = children.map((c) => {
    const attendance = marks.get(c.id) ?? null;
    return { subjectId: c.id, userName: c.name, attendance, need: interviewSession && attendance === 'Attend' };
  });
  return { groupTrainingPlanId: plan.id, num, interviewSession, items, totalCount: items.length };
};

/**
 * GET userCourseRecord?subjectId: the class sessions the child was marked at (attended or absent),
 * the newest class first, a page at a time, for the child's own pages (issue 20 item 1).
 */
export const userCourseRecords = async (
  tx: Tx,
  ctx: RequestContext,
  query: UserCourseRecordQuery,
  language: Language,
): Promise<UserCourseRecords> => {
  requireGroupPlanReader(ctx);
  if (!(await findSubject(tx, query.subjectId))) throw notFound('subject');
  const { rows, total } = await findCourseRecords(tx, query.subjectId, {
    skip: query.skipCount,
    take: query.maxResultCount,
  });
  return {
    items: rows.map((r) => ({
      groupTrainingPlanId: r.planId,
      groupId: r.groupId,
      groupName: r.groupName,
      planName: language === 'en-US' ? r.nameEn : r.nameZh,
      num: r.num,
      totalNum: r.totalNum,
      startedAt: iso(r.startedAt),
      endedAt: r.endedAt ? iso(r.endedAt) : null,
      attendance: r.attendance,
    })),
    totalCount: total,
  };
};

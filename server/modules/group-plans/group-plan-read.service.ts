import type { Tx } from '../../platform/db/database';
import type { Language } from '../../platform/i18n';
import type { RequestContext } from '../../platform/tenancy';
import { groupPlanToRead, requireGroupPlanReader } from './group-plan-access';
import { groupNotFound, groupPlanConflict } from './group-plan.errors';
import { groupOf } from './group-plan.service';
import { groupPlanView } from './group-plan-view';
import {
  findAttendance,
  findGroup,
  findGroupChildren,
  findPlansOfGroup,
  findPlansOfGroups,
  findSessionItems,
  findSessions,
  findSubjectNames,
} from './group-plans.repository';
import type { ChildListQuery, GroupCourseDetail, GroupCourseList, GroupPlanChildList } from './group-plans.schemas';

// What the group plan drawer and the class detail read (spec 001 §7 groupTrainingPlanCourse,
// groupCourseList, childList, groupCurrentPlanList; "attendance by session").

/** GET groupTrainingPlanCourse: where the plan stands. */
export const readGroupPlan = async (tx: Tx, ctx: RequestContext, id: string, language: Language) => {
  const plan = await groupPlanToRead(tx, ctx, id);
  return groupPlanView(plan, await groupOf(tx, plan), ctx, language);
};

/** POST groupCurrentPlanList: the class's plans, the open one (if any) first, then newest first. */
export const listPlansOfGroup = async (tx: Tx, ctx: RequestContext, groupId: string, language: Language) => {
  requireGroupPlanReader(ctx);
  const group = await findGroup(tx, groupId);
  if (!group) throw groupNotFound();
  const rows = await findPlansOfGroup(tx, group.id);
  const open = rows.filter((r) => r.status !== 'Ended');
  const items = [...open, ...rows.filter((r) => r.status === 'Ended')].map((r) =>
    groupPlanView(r, group, ctx, language),
  );
  return { items, totalCount: items.length };
};

/** The session asked for (the current one when not given), which the plan must have. */
const sessionOf = (plan: { num: number; totalNum: number }, asked: number | undefined) => {
  const num = asked ?? plan.num;
  if (num > plan.totalNum) throw groupPlanConflict('no-such-session', { num, total: plan.totalNum });
  return num;
};

/** GET groupTrainingPlanCourseDetail: a session's activities, as copied at assignment and adjusted since. */
export const readGroupCourse = async (
  tx: Tx,
  ctx: RequestContext,
  query: ChildListQuery,
  language: Language,
): Promise<GroupCourseDetail> => {
  const plan = await groupPlanToRead(tx, ctx, query.groupTrainingPlanId);
  const num = sessionOf(plan, query.num);
  const items = await findSessionItems(tx, plan.id, num);
  return {
    num,
    isCurrent: num === plan.num,
    items: items.map((i) => ({
      id: i.id,
      position: i.position,
      difficulty: i.difficulty,
      trainingProgram: {
        id: i.program.id,
        code: i.program.code,
        title: language === 'en-US' ? i.program.titleEn : i.program.titleZh,
      },
    })),
  };
};

/** GET groupCourseList: every session of the plan, with its class's times and attendance counts. */
export const listGroupCourses = async (tx: Tx, ctx: RequestContext, id: string): Promise<GroupCourseList> => {
  const plan = await groupPlanToRead(tx, ctx, id);
  const sessions = new Map((await findSessions(tx, plan.id)).map((s) => [s.num, s]));
  const marks = await findAttendance(tx, plan.id);
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  const items = Array.from({ length: plan.totalNum }, (_, i) => {
    const num = i + 1;
    const session = sessions.get(num);
    const at = marks.filter((m) => m.num === num);
    return {
      num,
      status: !session
        ? ('NotStarted' as const)
        : session.endedAt
          ? ('ClassEnded' as const)
          : ('ClassStarted' as const),
      isCurrent: num === plan.num,
      startedAt: iso(session?.startedAt),
      courseStartedAt: iso(session?.courseStartedAt),
      courseEndedAt: iso(session?.courseEndedAt),
      endedAt: iso(session?.endedAt),
      attended: at.filter((m) => m.attendance === 'Attend').length,
      absent: at.filter((m) => m.attendance === 'Absent').length,
    };
  });
  return { items, totalCount: items.length };
};

/**
 * GET childList: the group's children with their attendance at session `num` (the current one
 * when not given). A child who left the group after being marked still shows at that class.
 */
export const listPlanChildren = async (
  tx: Tx,
  ctx: RequestContext,
  query: ChildListQuery,
): Promise<GroupPlanChildList> => {
  const plan = await groupPlanToRead(tx, ctx, query.groupTrainingPlanId);
  const num = sessionOf(plan, query.num);
  const marks = new Map((await findAttendance(tx, plan.id, num)).map((m) => [m.subjectId, m.attendance]));
  const members = await findGroupChildren(tx, plan.groupId);
  const items = members.map((c) => ({ id: c.id, userName: c.name, attendance: marks.get(c.id) ?? null }));
  const gone = [...marks.keys()].filter((id) => !members.some((c) => c.id === id));
  const left = gone.length > 0 ? await findSubjectNames(tx, gone) : [];
  for (const c of left) items.push({ id: c.id, userName: c.name, attendance: marks.get(c.id) ?? null });
  return { num, items, totalCount: items.length };
};

/**
 * Spec 000 §3 "Subject-detail response" groups[].groupTrainingPlans: each of a child's classes'
 * plans (the open one first), named in the caller's language, by group id.
 */
export const groupPlansOfGroups = async (tx: Tx, groupIds: readonly string[], language: Language) => {
  const out = new Map<string, { id: string; currentNum: number; trainingPlanV2: { displayName: string } }[]>();
  for (const plan of await findPlansOfGroups(tx, groupIds)) {
    const list = out.get(plan.groupId) ?? [];
    list.push({
      id: plan.id,
      currentNum: plan.num,
      trainingPlanV2: { displayName: language === 'en-US' ? plan.nameEn : plan.nameZh },
    });
    out.set(plan.groupId, list);
  }
  return out;
};

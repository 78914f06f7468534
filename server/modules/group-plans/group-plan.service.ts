import { GROUP_MAX_DIFFICULTY, GROUP_MIN_DIFFICULTY, assignedGroupPlan } from '../../../machines/group-plan.machine';
import { levelsOf, type PlanRules } from '../../../forms/plan-rules';
import type { EventName, EventPayload } from '../../../events/catalogue';
import type { Tx } from '../../platform/db/database';
import { AppError, type ValidationErrorInfo } from '../../platform/errors';
import { appendEvent } from '../../platform/outbox';
import { requireTenant, type RequestContext } from '../../platform/tenancy';
import { getContent } from '../content/content.service';
import { classPlanKind } from '../content/plans/class-plan.kind';
import type { GroupType } from '../../platform/db/schema/index';
import { GROUP_PLAN_READ, groupPlanForStep, groupStepOf, requireGroupPlanWriter } from './group-plan-access';
import { groupNotFound, groupPlanConflict, groupPlanNotFound } from './group-plan.errors';
import {
  findAttendance,
  findGroup,
  findGroupChildren,
  findOpenPlan,
  findProgramRanges,
  insertItems,
  insertPlan,
  shiftItemLevels,
  updatePlan,
  type GroupPlanRow,
} from './group-plans.repository';
import type { CreateGroupPlanBody } from './group-plans.schemas';

// A class's group training plan assigned and ended or restarted (issue 20 item 1; spec 001 §4
// "Group plan", §5 "Plan select dialog"); its classes run in group-plan-class.service.ts. Every
// step is the machine's (group-plan-access.ts groupStepOf) and writes an event the drawer follows.

type Group = { id: string; name: string; type: GroupType };

/** The plan's class (its group), which a plan of this centre always has. */
export const groupOf = async (tx: Tx, plan: GroupPlanRow): Promise<Group> => {
  const group = await findGroup(tx, plan.groupId);
  if (!group) throw groupPlanNotFound();
  return group;
};

/** Attended and absent counts at session `num`, as marked so far. */
export const attendanceCounts = async (tx: Tx, planId: string, num: number) => {
  const marks = await findAttendance(tx, planId, num);
  return {
    attended: marks.filter((m) => m.attendance === 'Attend').length,
    absent: marks.filter((m) => m.attendance === 'Absent').length,
  };
};

type GroupPlanEventName = Extract<EventName, 'GroupPlanChanged' | 'ClassStarted' | 'ClassEnded' | 'AttendanceMarked'>;

/** Appends one of the plan's facts for the screens that show it, readable with the read policy. */
export const groupPlanEvent = <N extends GroupPlanEventName>(
  tx: Tx,
  plan: GroupPlanRow,
  group: Group,
  type: N,
  payload: Omit<EventPayload<N>, 'planId' | 'groupId' | 'groupName' | 'num'>,
) =>
  // TypeScript cannot pair a generic N with its payload through the spread; appendEvent checks
  // the name and version at run time.
  appendEvent(tx, {
    tenantId: plan.tenantId,
    type,
    version: 1,
    permission: GROUP_PLAN_READ,
    payload: { planId: plan.id, groupId: group.id, groupName: group.name, num: plan.num, ...payload },
  } as Parameters<typeof appendEvent>[1]);

type ClassPlan = {
  code: string;
  nameZh: string;
  nameEn: string;
  sessions: { number: number; programs: { id: string }[] }[];
  groupTypes: GroupType[];
  rules: PlanRules;
};

/**
 * Copies the class plan's sessions onto the group plan, each activity at its session's level under
 * the plan's difficulty rules from the chosen starting difficulty (as an offline plan's template),
 * kept within its program's range.
 */
const copySessions = async (tx: Tx, plan: GroupPlanRow, classPlan: ClassPlan) => {
  const rules: PlanRules = {
    ...classPlan.rules,
    difficulty: { ...classPlan.rules.difficulty, startLevel: plan.initDifficulty },
  };
  const levels = levelsOf(rules, classPlan.sessions.length);
  const ranges = await findProgramRanges(
    tx,
    classPlan.sessions.flatMap((s) => s.programs.map((p) => p.id)),
  );
  await insertItems(
    tx,
    classPlan.sessions.flatMap((session) =>
      session.programs.map((program, position) => {
        const range = ranges.get(program.id) ?? { min: GROUP_MIN_DIFFICULTY, max: GROUP_MAX_DIFFICULTY };
        const level = levels[session.number - 1] ?? plan.initDifficulty;
        const min = Math.max(range.min, GROUP_MIN_DIFFICULTY);
        const max = Math.min(range.max, GROUP_MAX_DIFFICULTY);
        return {
          tenantId: plan.tenantId,
          planId: plan.id,
          num: session.number,
          position,
          programId: program.id,
          difficulty: Math.min(max, Math.max(min, level)),
        };
      }),
    ),
  );
};

/** The plan select dialog's two rules (001 §5), each refusal naming its field. */
const selection = (body: CreateGroupPlanBody) => {
  const problems: { member: string; key: string }[] = [];
  if (!body.trainingPlanV2Id) problems.push({ member: 'trainingPlanV2Id', key: 'plan-required' });
  const level = body.initDifficulty;
  if (level === undefined || level === null || level < GROUP_MIN_DIFFICULTY || level > GROUP_MAX_DIFFICULTY)
    problems.push({ member: 'initDifficulty', key: 'difficulty-required' });
  if (problems.length > 0 || !body.trainingPlanV2Id || !level)
    throw new AppError(400, 'ValidationError', 'errors.validation', {}, (t) => {
      const validationErrors: ValidationErrorInfo[] = problems.map(({ member, key }) => ({
        message: t(`group-plans:${key}`, { min: GROUP_MIN_DIFFICULTY, max: GROUP_MAX_DIFFICULTY }),
        members: [member],
      }));
      return { validationErrors, details: validationErrors.map((v) => v.message).join(' ') };
    });
  return { classPlanId: body.trainingPlanV2Id, initDifficulty: level };
};

/**
 * POST create: assigns a Public class plan to a class with its starting difficulty, chosen once
 * (001 §5). The class must have children and no open plan (of two assigning at once, the unique
 * index of open plans lets one through), and the plan must be for the class's type.
 */
export const createGroupPlan = async (tx: Tx, ctx: RequestContext, body: CreateGroupPlanBody) => {
  requireGroupPlanWriter(ctx);
  const tenant = requireTenant(ctx);
  const { classPlanId, initDifficulty } = selection(body);
  const group = await findGroup(tx, body.groupId);
  if (!group) throw groupNotFound();
  if ((await findGroupChildren(tx, group.id)).length === 0) throw groupPlanConflict('group-empty');
  if (await findOpenPlan(tx, group.id)) throw groupPlanConflict('open-plan-exists');
  // Another kind's id, a hidden plan or one this centre may not see is not found (404).
  const classPlan = (await getContent(tx, ctx, classPlanKind, classPlanId)) as unknown as ClassPlan;
  if (!classPlan.groupTypes.includes(group.type))
    throw groupPlanConflict('plan-not-for-group-type', { type: group.type });
  const machine = assignedGroupPlan(classPlan.sessions.length, initDifficulty);
  const plan = await insertPlan(tx, {
    tenantId: tenant.id,
    groupId: group.id,
    classPlanId,
    code: classPlan.code,
    nameZh: classPlan.nameZh,
    nameEn: classPlan.nameEn,
    initDifficulty,
    difficulty: machine.difficulty,
    status: machine.status,
    num: machine.num,
    totalNum: machine.totalNum,
    createdBy: ctx.userId,
  });
  if (!plan) throw groupPlanConflict('open-plan-exists');
  await copySessions(tx, plan, classPlan);
  await groupPlanEvent(tx, plan, group, 'GroupPlanChanged', { action: 'Assigned', by: ctx.userId });
  return { plan, group };
};

/** POST end/{id}: ends the plan between classes (after the last one, or early). */
export const endGroupPlan = async (tx: Tx, ctx: RequestContext, id: string) => {
  const plan = await groupPlanForStep(tx, ctx, id);
  const row = await updatePlan(tx, plan.id, groupStepOf(plan, { type: 'plan.end' }), { endedAt: new Date() });
  const group = await groupOf(tx, row);
  await groupPlanEvent(tx, row, group, 'GroupPlanChanged', { action: 'Ended', by: ctx.userId });
  return { plan: row, group };
};

/** POST restart/{id}: an ended plan runs again where it stopped, unless its class has another open plan. */
export const restartGroupPlan = async (tx: Tx, ctx: RequestContext, id: string) => {
  const plan = await groupPlanForStep(tx, ctx, id);
  const next = groupStepOf(plan, { type: 'plan.restart' });
  if (await findOpenPlan(tx, plan.groupId)) throw groupPlanConflict('open-plan-exists');
  const row = await updatePlan(tx, plan.id, next, { endedAt: null });
  const group = await groupOf(tx, row);
  await groupPlanEvent(tx, row, group, 'GroupPlanChanged', { action: 'Restarted', by: ctx.userId });
  return { plan: row, group };
};

/**
 * POST difficultyAdjustment: the group's level one up or down within L1–L20 while the plan runs,
 * and with it every activity of the current session and those after it, each within its program's
 * range (the classes already given keep the levels they were given at).
 */
export const adjustGroupDifficulty = async (
  tx: Tx,
  ctx: RequestContext,
  body: { id: string; operate: 'Increase' | 'Decrease' },
) => {
  const plan = await groupPlanForStep(tx, ctx, body.id);
  const row = await updatePlan(tx, plan.id, groupStepOf(plan, { type: 'difficulty.adjust', operate: body.operate }));
  await shiftItemLevels(tx, plan.id, plan.num, row.difficulty - plan.difficulty);
  const group = await groupOf(tx, row);
  await groupPlanEvent(tx, row, group, 'GroupPlanChanged', { action: 'DifficultyAdjusted', by: ctx.userId });
  return { plan: row, group };
};

import { levelsOf } from '../../../forms/plan-rules';
import { formsOfPrograms } from '../content/programs/program-forms.service';
import { OPEN_PLAN_STATUSES, offlinePlanAllows, planValidity } from '../../../machines/offline-plan.machine';
import type { Tx } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { Language } from '../../platform/i18n';
import type { RequestContext } from '../../platform/tenancy';
import { canWritePlans, machinePlanOf, requireReader } from './offline-plan-access';
import { planNotFound } from './offline-plan.errors';
import { findStatics } from './offline-plan-static.repository';
import { staticItemsOf } from './offline-plan-static.service';
import {
  feedbackRecords,
  findCoachName,
  findItems,
  findPlan,
  findPlansOfSubject,
  findPlansOfTenant,
  findSessions,
  findSubject,
  latestFeedbacks,
  type PlanRow,
} from './offline-plans.repository';
import type { TenantPlanListQuery } from './offline-plan-list.schemas';
import type { CurrentListQuery, FeedbackRecordsQuery, PlanDetail } from './offline-plans.schemas';

// What the plan page reads (spec 001 §2 screen 1, §3 "User offline plan", "Plan item"): a child's
// plans 6 at a time, one plan with its sessions, items, forms and answers, and the feedback records.

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

const summaryOf = (plan: PlanRow, coachName: string | null, language: Language, today: string, canWrite: boolean) => ({
  id: plan.id,
  subjectId: plan.subjectId,
  code: plan.code,
  displayName: language === 'en-US' ? plan.nameEn : plan.nameZh,
  ilsVersion: plan.ilsVersion,
  cardVersion: plan.cardVersion,
  status: plan.status,
  validity: planValidity(plan, today),
  isDeleted: plan.isDeleted,
  num: plan.num,
  totalNum: plan.totalNum,
  canNext: plan.canNext,
  showNextClass: canWrite && offlinePlanAllows(machinePlanOf(plan), { type: 'session.next' }),
  interviewPending: plan.interviewPending,
  isTry: plan.isTry,
  mode: plan.mode,
  coachName,
  validFrom: plan.validFrom,
  validUntil: plan.validUntil,
  startedAt: iso(plan.startedAt),
  endedAt: iso(plan.endedAt),
  createdAt: plan.createdAt.toISOString(),
});

/** GET currentList: the child's plans, newest first, 6 a page. */
export const listPlansOfSubject = async (
  tx: Tx,
  ctx: RequestContext,
  query: CurrentListQuery,
  language: Language,
  today: string,
) => {
  requireReader(ctx);
  if (!(await findSubject(tx, query.subjectId))) throw notFound('subject');
  const { rows, totalCount } = await findPlansOfSubject(tx, query.subjectId, query.skipCount, query.maxResultCount);
  const canWrite = canWritePlans(ctx);
  return {
    items: rows.map(({ plan, coachName }) => summaryOf(plan, coachName, language, today, canWrite)),
    totalCount,
  };
};

/** GET tenantList: the centre's plans and their progress (the training plan list), 12 a page by default. */
export const listPlansOfTenant = async (
  tx: Tx,
  ctx: RequestContext,
  query: TenantPlanListQuery,
  language: Language,
  today: string,
) => {
  requireReader(ctx);
  const statuses =
    query.status === undefined ? undefined : query.status === 'Open' ? OPEN_PLAN_STATUSES : [query.status];
  const { rows, totalCount } = await findPlansOfTenant(tx, { ...query, statuses });
  const canWrite = canWritePlans(ctx);
  return {
    items: rows.map(({ plan, coachName, subjectName }) => ({
      subjectName,
      plan: summaryOf(plan, coachName, language, today, canWrite),
    })),
    totalCount,
  };
};

/** GET find: one plan with everything its cards show. */
export const getPlan = async (
  tx: Tx,
  ctx: RequestContext,
  id: string,
  language: Language,
  today: string,
): Promise<PlanDetail> => {
  requireReader(ctx);
  const plan = await findPlan(tx, id);
  if (!plan) throw planNotFound();
  const subject = await findSubject(tx, plan.subjectId);
  const canWrite = canWritePlans(ctx) && subject?.status === 'Bind';
  const [items, sessions, answers, coachName, statics] = [
    await findItems(tx, plan.id),
    await findSessions(tx, plan.id),
    await latestFeedbacks(tx, plan.id),
    await findCoachName(tx, plan.coachId),
    await findStatics(tx, plan.id),
  ];
  const forms = await formsOfPrograms(tx, [...new Set(items.map((i) => i.item.programId))]);
  const editable = canWrite && offlinePlanAllows(machinePlanOf(plan), { type: 'session.edit' });
  const answersOf = (itemId: string, forGuardian: boolean) =>
    answers.find((a) => a.itemId === itemId && a.forGuardian === forGuardian)?.answers ?? [];
  const levels = levelsOf(plan.rules, plan.totalNum);
  const music = new Set(plan.rules.musicSessions);
  const interviews = new Map(sessions.map((s) => [s.num, s]));
  return {
    ...summaryOf(plan, coachName, language, today, canWrite),
    subjectName: subject?.name ?? '',
    canWrite,
    planItems: items.map(({ item, program }) => ({
      id: item.id,
      num: item.num,
      position: item.position,
      hasDone: item.hasDone,
      isEdit: editable && item.num === plan.num,
      doneTime: iso(item.doneTime),
      operate: item.operate,
      isAdjustment: item.isAdjustment,
      trainingProgram: {
        id: program.id,
        code: program.code,
        title: language === 'en-US' ? program.titleEn : program.titleZh,
        difficulty: item.difficulty,
        minDifficulty: program.minDifficulty,
        maxDifficulty: program.maxDifficulty,
      },
      feedbackProperties: forms.get(item.programId) ?? [],
      feedbacks: answersOf(item.id, false),
      guardianFeedbacks: answersOf(item.id, true),
    })),
    sessions: Array.from({ length: plan.totalNum }, (_, i) => {
      const num = i + 1;
      const session = interviews.get(num);
      return {
        num,
        startedAt: iso(session?.startedAt ?? null),
        finishedAt: iso(session?.finishedAt ?? null),
        attendance: session?.attendance ?? null,
        interviewRequired: session?.interviewRequired ?? false,
        interviewAt: iso(session?.interviewAt ?? null),
        hasMusic: music.has(num),
        level: levels[i] ?? plan.rules.difficulty.startLevel,
      };
    }),
    // Every session's static activities (001 §3 nonePlaybook), tickable on the current session
    // under the items' rule.
    nonePlaybook: staticItemsOf(statics, plan, editable, language),
  };
};

/** The feedback record list (001 §2 screen 5): newest first, 10 more at a time. */
export const listFeedbackRecords = async (
  tx: Tx,
  ctx: RequestContext,
  query: FeedbackRecordsQuery,
  language: Language,
) => {
  requireReader(ctx);
  const plan = await findPlan(tx, query.planId);
  if (!plan) throw planNotFound();
  const { rows, totalCount } = await feedbackRecords(tx, plan.id, query.skipCount, query.maxResultCount);
  const items = await findItems(tx, plan.id);
  const titles = new Map(
    items.map(({ item, program }) => [item.id, language === 'en-US' ? program.titleEn : program.titleZh]),
  );
  const forms = await formsOfPrograms(tx, [...new Set(rows.map((r) => r.programId))]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      itemId: row.itemId,
      num: row.num,
      forGuardian: row.forGuardian,
      creationTime: row.creationTime.toISOString(),
      createdByName: row.createdByName,
      programTitle: titles.get(row.itemId) ?? '',
      hasDone: row.hasDone,
      feedbackProperties: forms.get(row.programId) ?? [],
      feedbacks: row.answers,
    })),
    totalCount,
  };
};

/** Whose plan it is (the plan page's "arrange assessment", mediumAssessment), or 404. */
export const planChild = async (tx: Tx, ctx: RequestContext, id: string) => {
  requireReader(ctx);
  const plan = await findPlan(tx, id);
  if (!plan) throw planNotFound();
  return { id: plan.id, subjectId: plan.subjectId, isDeleted: plan.isDeleted };
};

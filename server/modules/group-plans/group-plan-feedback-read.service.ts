import type { Tx } from '../../platform/db/database';
import { formsOfPrograms, type FormProperty } from '../content/programs/program-forms.service';
import { forbidden, notFound } from '../../platform/errors';
import type { Language } from '../../platform/i18n';
import type { RequestContext } from '../../platform/tenancy';
import { GUARDIAN_FEATURE } from '../guardians/guardian-access';
import { canWriteGroupPlans, groupPlanToRead } from './group-plan-access';
import { groupPlanConflict, groupPlanInvalid } from './group-plan.errors';
import { classFeedbackOpen, itemNotFound } from './group-plan-feedback.service';
import {
  feedbackRecords,
  findItem,
  findSubject,
  latestAnswers,
  type FeedbackKind,
} from './group-plan-feedback.repository';
import type {
  ChildPunchQuery,
  GroupChildPunch,
  GroupFeedbackRecordPage,
  GroupPunchSession,
  ItemPunchHistoryQuery,
  PunchHistoryQuery,
} from './group-plan-feedback.schemas';
import { findAttendance, findSessionItems, type GroupPlanRow } from './group-plans.repository';

// What the class feedback drawer and the group plan drawer's feedback tabs read (spec 001 §2
// screen 4, screen 5 "Feedback record list", §7 forPunch, forChildPunch, numDone,
// planPunchHistory, planItemPunchHistory, userPunchHistory, punchHistory).

const sideOf = (form: FormProperty[] | undefined, ...kinds: FormProperty['formKind'][]) =>
  (form ?? []).filter((p) => kinds.includes(p.formKind));

/** The session asked for (the current one without num), which the plan must have. */
const sessionOf = (plan: GroupPlanRow, asked: number | undefined) => {
  const num = asked ?? plan.num;
  if (num > plan.totalNum) throw groupPlanConflict('no-such-session', { num, total: plan.totalNum });
  return num;
};

/** The child named by subjectId or userId (001 §7 names both), when either is given. */
const childIdOf = (query: { subjectId?: string; userId?: string }) => {
  if (query.subjectId && query.userId && query.subjectId !== query.userId)
    throw groupPlanInvalid('userId', 'child-ids-differ');
  return query.subjectId ?? query.userId;
};

const requireGuardianFeature = (ctx: RequestContext) => {
  if (!ctx.features.has(GUARDIAN_FEATURE)) throw forbidden('guardians:feature-off', 'Business:GuardianFeatureOff');
};

const programOf = (program: { id: string; code: string; titleZh: string; titleEn: string }, language: Language) => ({
  id: program.id,
  code: program.code,
  title: language === 'en-US' ? program.titleEn : program.titleZh,
});

/**
 * GET forPunch and POST numDone: a session's activities with their Session properties and the
 * class's newest answers; allDone when every activity has them (what endClass also needs).
 */
export const readPunchSession = async (
  tx: Tx,
  ctx: RequestContext,
  query: { groupTrainingPlanId: string; num?: number },
  language: Language,
): Promise<GroupPunchSession> => {
  const plan = await groupPlanToRead(tx, ctx, query.groupTrainingPlanId);
  const num = sessionOf(plan, query.num);
  const items = await findSessionItems(tx, plan.id, num);
  const forms = await formsOfPrograms(tx, [...new Set(items.map((i) => i.program.id))]);
  const answers = new Map((await latestAnswers(tx, plan.id, num)).map((a) => [a.itemId, a]));
  const rows = items.map((item) => {
    const latest = answers.get(item.id);
    return {
      itemId: item.id,
      num,
      position: item.position,
      difficulty: item.difficulty,
      trainingProgram: programOf(item.program, language),
      feedbackProperties: sideOf(forms.get(item.program.id), 'Session'),
      feedbacks: latest?.answers ?? [],
      hasDone: latest ? true : null,
      doneTime: latest?.creationTime.toISOString() ?? null,
    };
  });
  return {
    groupTrainingPlanId: plan.id,
    num,
    isEdit: canWriteGroupPlans(ctx) && classFeedbackOpen(plan, num),
    items: rows,
    allDone: rows.every((r) => r.hasDone === true),
  };
};

/**
 * GET forChildPunch: a child's attendance at a session and, per activity, their own and their
 * guardian's newest answers with the Personal and Guardian properties (the guardian's only with the
 * guardian feature). A child of another centre is not found.
 */
export const readChildPunch = async (
  tx: Tx,
  ctx: RequestContext,
  query: ChildPunchQuery,
  language: Language,
): Promise<GroupChildPunch> => {
  const plan = await groupPlanToRead(tx, ctx, query.groupTrainingPlanId);
  const subjectId = childIdOf(query);
  if (!subjectId) throw groupPlanInvalid('subjectId', 'child-required');
  const child = await findSubject(tx, subjectId);
  if (!child) throw notFound('subject');
  const num = sessionOf(plan, query.num);
  const attendance = (await findAttendance(tx, plan.id, num)).find((m) => m.subjectId === child.id)?.attendance ?? null;
  const items = await findSessionItems(tx, plan.id, num);
  const forms = await formsOfPrograms(tx, [...new Set(items.map((i) => i.program.id))]);
  const answers = await latestAnswers(tx, plan.id, num, child.id);
  const guardian = ctx.features.has(GUARDIAN_FEATURE);
  const answersOf = (itemId: string, forGuardian: boolean) =>
    answers.find((a) => a.itemId === itemId && a.forGuardian === forGuardian)?.answers ?? [];
  return {
    subjectId: child.id,
    userName: child.name,
    num,
    attendance,
    isEdit: canWriteGroupPlans(ctx) && classFeedbackOpen(plan, num) && attendance === 'Attend',
    items: items.map((item) => ({
      itemId: item.id,
      trainingProgram: programOf(item.program, language),
      feedbackProperties: sideOf(forms.get(item.program.id), 'Personal', ...(guardian ? (['Guardian'] as const) : [])),
      feedbacks: answersOf(item.id, false),
      guardianFeedbacks: guardian ? answersOf(item.id, true) : [],
    })),
  };
};

/** A page of a plan's records of one kind, each with the properties of its side of the form. */
const recordsOf = async (
  tx: Tx,
  ctx: RequestContext,
  kind: FeedbackKind,
  query: PunchHistoryQuery & { planItemId?: string },
  language: Language,
): Promise<GroupFeedbackRecordPage> => {
  const plan = await groupPlanToRead(tx, ctx, query.groupTrainingPlanId);
  if (kind === 'Guardian') requireGuardianFeature(ctx);
  const subjectId = kind === 'Activity' ? undefined : childIdOf(query);
  if (query.planItemId !== undefined) {
    const item = await findItem(tx, query.planItemId);
    if (!item) throw itemNotFound();
    if (item.planId !== plan.id) throw groupPlanInvalid('planItemId', 'item-not-in-session', { num: item.num });
  }
  const { rows, totalCount } = await feedbackRecords(
    tx,
    { planId: plan.id, kind, num: query.num, itemId: query.planItemId, subjectId },
    query.skipCount,
    query.maxResultCount,
  );
  const forms = await formsOfPrograms(tx, [...new Set(rows.map((r) => r.programId))]);
  const formKind = ({ Activity: 'Session', Personal: 'Personal', Guardian: 'Guardian' } as const)[kind];
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind,
      num: row.num,
      itemId: row.itemId,
      programTitle: language === 'en-US' ? row.titleEn : row.titleZh,
      subjectId: row.subjectId,
      userName: row.userName,
      creationTime: row.creationTime.toISOString(),
      createdByName: row.createdByName,
      feedbackProperties: sideOf(forms.get(row.programId), formKind),
      feedbacks: row.answers,
    })),
    totalCount,
  };
};

/** GET planPunchHistory: the class's records over every session, or at Num (the overall and activity tabs). */
export const planPunchHistory = (tx: Tx, ctx: RequestContext, query: PunchHistoryQuery, language: Language) =>
  recordsOf(tx, ctx, 'Activity', query, language);

/** GET planItemPunchHistory: the class's records on one activity. */
export const planItemPunchHistory = (tx: Tx, ctx: RequestContext, query: ItemPunchHistoryQuery, language: Language) =>
  recordsOf(tx, ctx, 'Activity', query, language);

/** GET userPunchHistory: the children's own records (the personal tab: at Num, of UserId/SubjectId). */
export const userPunchHistory = (tx: Tx, ctx: RequestContext, query: PunchHistoryQuery, language: Language) =>
  recordsOf(tx, ctx, 'Personal', query, language);

/** GET punchHistory: the guardians' records (the parent tab; the guardian feature). */
export const guardianPunchHistory = (tx: Tx, ctx: RequestContext, query: PunchHistoryQuery, language: Language) =>
  recordsOf(tx, ctx, 'Guardian', query, language);

import { checkSubmission } from '../../../forms/feedback-answers';
import { formsOfPrograms } from '../content/programs/program-forms.service';
import { checkFormDefinition } from '../../../forms/feedback-definition';
import { feedbackMessageKey } from '../../../forms/feedback-messages';
import { MAX_LEVEL, MIN_LEVEL } from '../../../forms/plan-rules';
import type { Tx } from '../../platform/db/database';
import { AppError, type ValidationErrorInfo } from '../../platform/errors';
import type { Language } from '../../platform/i18n';
import type { RequestContext } from '../../platform/tenancy';
import { boundSubjectOf, planForStep, requireWriter, stepOf } from './offline-plan-access';
import { itemNotFound, planConflict } from './offline-plan.errors';
import { planEvent } from './offline-plan.service';
import { shiftStaticsAfter } from './offline-plan-static.repository';
import {
  findItems,
  findItemWithPlanForUpdate,
  findPublicProgramByCode,
  insertFeedback,
  insertItems,
  shiftSessionsAfter,
  updateItem,
  updatePlan,
  type PlanRow,
} from './offline-plans.repository';
import type { CourseAdjustmentBody, DifficultyBody, FeedbackBody, PlanItemBody } from './offline-plans.schemas';

// What staff do to the items of the current session (spec 001 §4 "Feedback status per item",
// "Session card"; §5 "Feedback forms"): answer an item's feedback form (or the guardian's), mark an
// item not started, move its difficulty a level, and insert adjusted sessions.

/** The item and its plan, locked, for a step on it; the item must be the plan's. */
const itemForStep = async (tx: Tx, ctx: RequestContext, planItemId: string, planId?: string) => {
  requireWriter(ctx);
  const found = await findItemWithPlanForUpdate(tx, planItemId);
  if (!found || (planId !== undefined && found.item.planId !== planId)) throw itemNotFound();
  return { plan: found.plan, subject: await boundSubjectOf(tx, found.plan), item: found.item };
};

/** An item of the current session, still open: the only items staff change (001 §4). */
const requireCurrent = (plan: PlanRow, item: { num: number }) => {
  if (item.num !== plan.num) throw planConflict('not-current-session', { num: item.num, current: plan.num });
  stepOf(plan, { type: 'session.edit' });
};

/** The form engine's refusal in the spec's error shape: every message, the first as the message. */
const answersInvalid = (messages: ReturnType<typeof checkSubmission>['messages']) => {
  const [first] = messages;
  return new AppError(400, 'ValidationError', feedbackMessageKey(first!), first!.params, (t) => {
    const validationErrors: ValidationErrorInfo[] = messages.map((m) => ({
      message: t(feedbackMessageKey(m), m.params),
      members: [m.propertyId ?? 'feedbacks'],
    }));
    return { details: validationErrors.map((v) => v.message).join(' '), validationErrors };
  });
};

/**
 * POST done: one item's feedback, checked by the same engine and rules as the form staff fill in
 * (forms/), empty answers dropped. Staff feedback marks the item done and may only be written on
 * the current, unfinished session; a guardian's (forGuardian) on any session already begun.
 */
export const submitFeedback = async (tx: Tx, ctx: RequestContext, body: FeedbackBody, language: Language) => {
  const { plan, subject, item } = await itemForStep(tx, ctx, body.planItemId, body.userOfflineTrainingPlanId);
  if (item.num !== body.num) throw itemNotFound();
  const forGuardian = body.forGuardian ?? false;
  if (forGuardian) {
    if (plan.status === 'None' || item.num > plan.num) throw planConflict('session-not-begun');
    if (plan.isDeleted) throw planConflict('suspended');
  } else requireCurrent(plan, item);
  // Staff answer the session and personal properties of the program's form, a guardian the guardian's.
  const form = ((await formsOfPrograms(tx, [item.programId])).get(item.programId) ?? []).filter(
    (p) => (p.formKind === 'Guardian') === forGuardian,
  );
  const lang = language === 'en-US' ? 'en' : 'zh';
  const { properties } = checkFormDefinition(form, lang);
  const check = checkSubmission(properties, body.feedbacks, { language: lang });
  if (check.messages.length > 0) throw answersInvalid(check.messages);
  const feedback = await insertFeedback(tx, {
    tenantId: plan.tenantId,
    planId: plan.id,
    itemId: item.id,
    num: item.num,
    forGuardian,
    answers: check.submission,
    createdBy: ctx.userId,
  });
  if (!forGuardian) await updateItem(tx, item.id, { hasDone: true, doneTime: new Date(), doneBy: ctx.userId });
  await planEvent(tx, plan, 'FeedbackSubmitted', {
    subject,
    by: ctx.userId,
    num: item.num,
    itemId: item.id,
    forGuardian,
  });
  return feedback;
};

/** Marks an item of the current session not started (hasDone false), after the page's confirmation. */
export const markNotStarted = async (tx: Tx, ctx: RequestContext, body: PlanItemBody) => {
  const { plan, subject, item } = await itemForStep(tx, ctx, body.planItemId);
  requireCurrent(plan, item);
  if (item.hasDone === true) throw planConflict('item-has-feedback');
  const row = await updateItem(tx, item.id, { hasDone: false, doneTime: new Date(), doneBy: ctx.userId });
  await planEvent(tx, plan, 'OfflinePlanChanged', { action: 'ItemNotStarted', subject, by: ctx.userId });
  return row;
};

/**
 * POST difficultyAdjustment: one level up or down on an item of the current session, once, within
 * L1–L20 and the program's own range; not for V4 plans (001 §6: the link is hidden for V4).
 */
export const adjustDifficulty = async (tx: Tx, ctx: RequestContext, body: DifficultyBody) => {
  const { plan, subject, item } = await itemForStep(tx, ctx, body.planItemId);
  if (plan.ilsVersion === 'V4') throw planConflict('not-for-v4');
  requireCurrent(plan, item);
  if (item.operate !== null) throw planConflict('already-adjusted');
  const [withProgram] = (await findItems(tx, plan.id, item.num)).filter((i) => i.item.id === item.id);
  const min = Math.max(MIN_LEVEL, withProgram?.program.minDifficulty ?? MIN_LEVEL);
  const max = Math.min(MAX_LEVEL, withProgram?.program.maxDifficulty ?? MAX_LEVEL);
  const level = item.difficulty + (body.operate === 'Increase' ? 1 : -1);
  if (level < min) throw planConflict('at-minimum', { level: item.difficulty });
  if (level > max) throw planConflict('at-maximum', { level: item.difficulty });
  const row = await updateItem(tx, item.id, { difficulty: level, operate: body.operate });
  await planEvent(tx, plan, 'OfflinePlanChanged', { action: 'DifficultyAdjusted', subject, by: ctx.userId });
  return row;
};

/**
 * POST courseAdjustment: sessions inserted after the current one, tagged adjusted: a repeat of the
 * last one or two sessions (not for V4, 001 §4), or a calming lesson of one Public program chosen
 * by code. The later sessions move on by as many.
 */
export const adjustCourse = async (tx: Tx, ctx: RequestContext, body: CourseAdjustmentBody) => {
  const { plan, subject } = await planForStep(tx, ctx, body.id);
  if (body.kind !== 'Calming' && plan.ilsVersion === 'V4') throw planConflict('not-for-v4');
  const count = body.kind === 'RepeatLastTwo' ? 2 : 1;
  if (body.kind === 'RepeatLastTwo' && plan.num < 2) throw planConflict('nothing-to-repeat');
  const next = stepOf(plan, { type: 'plan.adjustCourse', sessions: count });
  let inserted: { num: number; position: number; programId: string; difficulty: number }[];
  if (body.kind === 'Calming') {
    if (!body.programCode) throw planConflict('calming-program-needed');
    const program = await findPublicProgramByCode(tx, body.programCode);
    if (!program) throw planConflict('calming-program-unknown', { code: body.programCode });
    const level = Math.min(program.max, Math.max(program.min, plan.rules.difficulty.startLevel));
    inserted = [{ num: plan.num + 1, position: 0, programId: program.id, difficulty: level }];
  } else {
    const repeated = (await findItems(tx, plan.id)).filter(
      ({ item }) => item.num > plan.num - count && item.num <= plan.num,
    );
    inserted = repeated.map(({ item }) => ({
      num: item.num + count,
      position: item.position,
      programId: item.programId,
      difficulty: item.difficulty,
    }));
  }
  await shiftSessionsAfter(tx, plan.id, plan.num, count);
  await shiftStaticsAfter(tx, plan.id, plan.num, count);
  await insertItems(
    tx,
    inserted.map((i) => ({ ...i, tenantId: plan.tenantId, planId: plan.id, isAdjustment: true })),
  );
  const row = await updatePlan(tx, plan.id, next);
  await planEvent(tx, row, 'OfflinePlanChanged', { action: 'CourseAdjusted', subject, by: ctx.userId });
  return row;
};

import { checkSubmission } from '../../../forms/feedback-answers';
import { formsOfPrograms, type FormProperty } from '../content/programs/program-forms.service';
import { checkFormDefinition } from '../../../forms/feedback-definition';
import { feedbackMessageKey } from '../../../forms/feedback-messages';
import type { FeedbackSubmissionEntry } from '../../../forms/feedback-property.schemas';
import type { Tx } from '../../platform/db/database';
import { AppError, forbidden, notFound, type ValidationErrorInfo } from '../../platform/errors';
import type { Language } from '../../platform/i18n';
import { appendEvent } from '../../platform/outbox';
import type { RequestContext } from '../../platform/tenancy';
import { GUARDIAN_FEATURE } from '../guardians/guardian-access';
import { GROUP_PLAN_READ, groupPlanForStep } from './group-plan-access';
import { groupPlanConflict, groupPlanInvalid } from './group-plan.errors';
import { groupOf } from './group-plan.service';
import {
  countItemsWithoutClassFeedback,
  findItem,
  findSubject,
  insertFeedbacks,
  type FeedbackKind,
} from './group-plan-feedback.repository';
import type { PunchBody, PunchForNumBody } from './group-plan-feedback.schemas';
import { findAttendance, type GroupPlanRow } from './group-plans.repository';

// A class's feedback (spec 001 §3 "Guardian/child feedback", §4 "Session card", §5 "Feedback
// forms"; §7 punch, punchForNum, punchForChild, done): the class's answers on each activity of the
// running session (its program's Session properties), each attending child's (Personal), and
// their guardian's (Guardian). Every submission is kept; the newest is the current answer.

/** Which properties of a program's form each kind answers. */
const FORM_KIND_OF = { Activity: 'Session', Personal: 'Personal', Guardian: 'Guardian' } as const;

export const kindOf = (subjectId: string | null | undefined, forGuardian: boolean | undefined): FeedbackKind =>
  forGuardian ? 'Guardian' : subjectId ? 'Personal' : 'Activity';

/**
 * The class of session `num` takes the class's and the children's answers: the plan's current
 * session, its class started (or ended and not yet continued). Not a session still to come, nor
 * one already left behind.
 */
export const classFeedbackOpen = (plan: GroupPlanRow, num: number) =>
  plan.status === 'Started' && num === plan.num && plan.classState !== 'Idle';

const requireClassFeedbackOpen = (plan: GroupPlanRow, num: number) => {
  if (plan.status === 'Ended') throw groupPlanConflict('plan-ended');
  if (num !== plan.num) throw groupPlanConflict('session-out-of-order', { num, current: plan.num });
  if (!classFeedbackOpen(plan, num)) throw groupPlanConflict('class-not-started');
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

export const itemNotFound = () => new AppError(404, 'NotFound', 'group-plans:item-not-found');

/** The activity, which must be one of session `num` of the plan (another centre's is not found). */
const itemOfSession = async (tx: Tx, plan: GroupPlanRow, planItemId: string, num: number) => {
  const item = await findItem(tx, planItemId);
  if (!item) throw itemNotFound();
  if (item.planId !== plan.id || item.num !== num) throw groupPlanInvalid('planItemId', 'item-not-in-session', { num });
  return item;
};

/** A child of this centre marked present at session `num` (another centre's is not found). */
const attendingChild = async (tx: Tx, plan: GroupPlanRow, subjectId: string, num: number) => {
  const child = await findSubject(tx, subjectId);
  if (!child) throw notFound('subject');
  const mark = (await findAttendance(tx, plan.id, num)).find((m) => m.subjectId === subjectId);
  if (mark?.attendance !== 'Attend') throw groupPlanConflict('child-not-attending', { name: child.name, num });
  return child;
};

/** One activity's answers, for the class (no subjectId), a child, or with forGuardian the child's guardian. */
export type Answering = {
  planItemId: string;
  subjectId?: string | null;
  forGuardian?: boolean;
  feedbacks: readonly FeedbackSubmissionEntry[];
};

/**
 * Checks and keeps answers on activities of session `num` of a plan already locked by the caller
 * (groupPlanForStep): each against the properties of its side of the program's form, by the same
 * engine the console fills it with (forms/), required ones named in the caller's language, empty
 * answers dropped. Each record appends GroupFeedbackSubmitted.
 */
export const keepAnswers = async (
  tx: Tx,
  ctx: RequestContext,
  plan: GroupPlanRow,
  num: number,
  entries: readonly Answering[],
  language: Language,
) => {
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = `${entry.planItemId}/${entry.subjectId ?? ''}/${entry.forGuardian === true}`;
    if (seen.has(key)) throw groupPlanInvalid('planItemId', 'item-twice');
    seen.add(key);
  }
  const lang = language === 'en-US' ? 'en' : 'zh';
  const forms = new Map<string, FormProperty[]>();
  const rows = [];
  for (const entry of entries) {
    const kind = kindOf(entry.subjectId, entry.forGuardian);
    if (kind === 'Guardian') {
      if (!ctx.features.has(GUARDIAN_FEATURE)) throw forbidden('guardians:feature-off', 'Business:GuardianFeatureOff');
      if (!entry.subjectId) throw groupPlanInvalid('subjectId', 'guardian-needs-child');
      // A guardian answers for any session their child attended, as for offline plans (any begun session).
      if (num > plan.num) throw groupPlanConflict('session-out-of-order', { num, current: plan.num });
    } else requireClassFeedbackOpen(plan, num);
    const item = await itemOfSession(tx, plan, entry.planItemId, num);
    if (entry.subjectId) await attendingChild(tx, plan, entry.subjectId, num);
    if (!forms.has(item.programId))
      forms.set(item.programId, (await formsOfPrograms(tx, [item.programId])).get(item.programId) ?? []);
    const side = forms.get(item.programId)!.filter((p) => p.formKind === FORM_KIND_OF[kind]);
    const { properties } = checkFormDefinition(side, lang);
    const check = checkSubmission(properties, entry.feedbacks, { language: lang });
    if (check.messages.length > 0) throw answersInvalid(check.messages);
    rows.push({
      tenantId: plan.tenantId,
      planId: plan.id,
      itemId: item.id,
      num,
      subjectId: entry.subjectId ?? null,
      forGuardian: kind === 'Guardian',
      answers: check.submission,
      createdBy: ctx.userId,
    });
  }
  const kept = await insertFeedbacks(tx, rows);
  const group = kept.length > 0 ? await groupOf(tx, plan) : undefined;
  for (const row of kept)
    await appendEvent(tx, {
      tenantId: plan.tenantId,
      type: 'GroupFeedbackSubmitted',
      version: 1,
      permission: GROUP_PLAN_READ,
      payload: {
        planId: plan.id,
        groupId: group!.id,
        groupName: group!.name,
        num,
        itemId: row.itemId,
        subjectId: row.subjectId,
        kind: kindOf(row.subjectId, row.forGuardian),
        by: ctx.userId,
      },
    });
  return kept;
};

/** PUT/POST punch and POST done: one activity's answers (the class's, a child's or a guardian's). */
export const submitGroupFeedback = async (tx: Tx, ctx: RequestContext, body: PunchBody, language: Language) => {
  const plan = await groupPlanForStep(tx, ctx, body.groupTrainingPlanId);
  const [kept] = await keepAnswers(tx, ctx, plan, body.num, [body], language);
  return { id: kept!.id };
};

/** PUT/POST punchForNum: the class's answers on several activities of the session at once, all or none. */
export const submitSessionFeedback = async (tx: Tx, ctx: RequestContext, body: PunchForNumBody, language: Language) => {
  const plan = await groupPlanForStep(tx, ctx, body.groupTrainingPlanId);
  const kept = await keepAnswers(tx, ctx, plan, body.num, body.items, language);
  return { ids: kept.map((k) => k.id) };
};

/**
 * Ending a class needs the class's answers on every activity of its session (001 §4 "Session
 * card": otherwise a prompt asks to submit feedback first).
 */
export const requireClassFeedback = async (tx: Tx, plan: GroupPlanRow) => {
  const missing = await countItemsWithoutClassFeedback(tx, plan.id, plan.num);
  if (missing > 0) throw groupPlanConflict('feedback-first', { count: missing });
};

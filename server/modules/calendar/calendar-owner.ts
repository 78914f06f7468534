import { AppError } from '../../platform/errors';
import type { Tx } from '../../platform/db/database';
import {
  findGroupPlan,
  findPlan,
  findSubject,
  groupMemberIds,
  lockPeople,
  type CalendarEventRow,
} from './calendar.repository';
import type { ArrangeCourseBody } from './calendar.schemas';

// Whom a course is for: a child's offline plan (its child) or a class's group plan (its class and
// the class's children today), read and checked the same way for arranging and for editing.

/** A refused field: its name and the calendar message key. */
export type Problem = { member: string; key: string };

export const notFound = (what: 'course' | 'plan' | 'subject') =>
  new AppError(404, 'NotFound', `calendar:${what}-not-found`);

/**
 * Whom a course occupies: a child's plan course its child; a class course the class and its
 * children today. A child's course also meets the courses of the classes the child is in.
 */
export type Owner =
  | { kind: 'child'; planId: string; subjectId: string; name: string }
  | { kind: 'class'; groupPlanId: string; groupId: string; name: string; memberIds: readonly string[] };

export const ownerColumns = (owner: Owner) =>
  owner.kind === 'child'
    ? { planId: owner.planId, subjectId: owner.subjectId, groupPlanId: null, groupId: null }
    : { planId: null, subjectId: null, groupPlanId: owner.groupPlanId, groupId: owner.groupId };

export const childrenOf = (owner: Owner) => (owner.kind === 'child' ? [owner.subjectId] : owner.memberIds);

/**
 * Serialises the writes touching this trainer or these children (and the class, which may have
 * none): a child's course and a class course of that child take the child's key alike.
 */
export const lockOwner = (tx: Tx, executorId: string, owner: Owner) =>
  lockPeople(tx, [executorId, ...childrenOf(owner), ...(owner.kind === 'class' ? [owner.groupId] : [])]);

/** Courses are arranged and moved only for a plan still open: neither ended nor suspended (spec 001 §4). */
export const planProblem = (plan: { status: string; isDeleted: boolean } | undefined, problems: Problem[]) => {
  if (!plan || plan.isDeleted) problems.push({ member: 'userTrainingPlanId', key: 'plan-suspended' });
  else if (plan.status !== 'None' && plan.status !== 'Started')
    problems.push({ member: 'userTrainingPlanId', key: 'plan-ended' });
};

/** A class's group plan takes courses until it ends (NotStarted or Started, spec 001 §4 "Group plan"). */
export const classOwner = async (tx: Tx, groupPlanId: string, problems: Problem[]): Promise<Owner> => {
  const plan = await findGroupPlan(tx, groupPlanId);
  if (!plan) throw notFound('plan');
  if (plan.status === 'Ended') problems.push({ member: 'groupTrainingPlanId', key: 'plan-ended' });
  return {
    kind: 'class',
    groupPlanId: plan.id,
    groupId: plan.groupId,
    name: plan.groupName,
    memberIds: await groupMemberIds(tx, plan.groupId),
  };
};

/** The plan the body names: a child's (with its child) or a class's, never both (another centre's is not found). */
export const arrangedOwner = async (
  tx: Tx,
  body: ArrangeCourseBody,
  problems: Problem[],
): Promise<Owner | undefined> => {
  if (body.groupTrainingPlanId) {
    if (body.userTrainingPlanId || body.subjectId) {
      problems.push({ member: 'groupTrainingPlanId', key: 'plan-both' });
      return undefined;
    }
    return classOwner(tx, body.groupTrainingPlanId, problems);
  }
  if (!body.userTrainingPlanId || !body.subjectId) {
    problems.push({ member: body.userTrainingPlanId ? 'subjectId' : 'userTrainingPlanId', key: 'plan-required' });
    return undefined;
  }
  const subject = await findSubject(tx, body.subjectId);
  if (!subject) throw notFound('subject');
  const plan = await findPlan(tx, body.userTrainingPlanId);
  if (!plan || plan.subjectId !== subject.id) throw notFound('plan');
  planProblem(plan, problems);
  return { kind: 'child', planId: plan.id, subjectId: subject.id, name: subject.name };
};

/** A course's plan as it stands, its class's children read today. */
export const courseOwner = async (tx: Tx, event: CalendarEventRow, problems: Problem[]): Promise<Owner> => {
  if (event.groupPlanId) return classOwner(tx, event.groupPlanId, problems);
  const plan = event.planId ? await findPlan(tx, event.planId) : undefined;
  planProblem(plan, problems);
  const subject = event.subjectId ? await findSubject(tx, event.subjectId) : undefined;
  if (!plan || !subject) throw notFound('plan');
  return { kind: 'child', planId: plan.id, subjectId: subject.id, name: subject.name };
};

export const namesOf = (owner: Owner) =>
  owner.kind === 'child' ? { subjectName: owner.name, groupName: null } : { subjectName: null, groupName: owner.name };

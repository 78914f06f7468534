import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import {
  groupMembers,
  groups,
  groupTrainingPlanAttendance,
  groupTrainingPlans,
  groupTrainingPlanSessions,
  subjects,
} from '../../platform/db/schema/index';

// The SQL of the group plan checks (group-plan-checks.service.ts). Row-level security keeps every
// statement to the current centre, as in group-plans.repository.ts.

/** The group's children with when each joined, by name. */
export const findMembersSince = (tx: Tx, groupId: string) =>
  tx
    .select({ id: subjects.id, name: subjects.name, addedAt: groupMembers.addedAt })
    .from(groupMembers)
    .innerJoin(subjects, eq(subjects.id, groupMembers.subjectId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(subjects.name), asc(subjects.id));

export const findSubject = async (tx: Tx, id: string) => {
  const [row] = await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, id));
  return row;
};

const a = groupTrainingPlanAttendance;
const s = groupTrainingPlanSessions;
const p = groupTrainingPlans;

/** A page of the class sessions the child was marked at, the newest class first, and how many in all. */
export const findCourseRecords = async (tx: Tx, subjectId: string, page: { skip: number; take: number }) => {
  const [total] = await tx.select({ value: count() }).from(a).where(eq(a.subjectId, subjectId));
  const rows = await tx
    .select({
      planId: p.id,
      groupId: groups.id,
      groupName: groups.name,
      nameZh: p.nameZh,
      nameEn: p.nameEn,
      num: a.num,
      totalNum: p.totalNum,
      startedAt: s.startedAt,
      endedAt: s.endedAt,
      attendance: a.attendance,
    })
    .from(a)
    .innerJoin(s, and(eq(s.planId, a.planId), eq(s.num, a.num)))
    .innerJoin(p, eq(p.id, a.planId))
    .innerJoin(groups, eq(groups.id, p.groupId))
    .where(eq(a.subjectId, subjectId))
    .orderBy(desc(s.startedAt), desc(a.planId), desc(a.num))
    .offset(page.skip)
    .limit(page.take);
  return { rows, total: total?.value ?? 0 };
};

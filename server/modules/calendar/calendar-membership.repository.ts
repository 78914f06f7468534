import { and, asc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/database';
import { calendarEvents, groupMembers } from '../../platform/db/schema/index';

// The calendar's overlap rule (calendar.repository.ts findOverlap) asked the other way round: for
// children joining a class, which of the class's future courses meets a course of their own.

const classCourse = alias(calendarEvents, 'class_course');
const own = alias(calendarEvents, 'own_course');
const member = alias(groupMembers, 'other_member');

export type MembershipClash = {
  subjectId: string;
  courseId: string;
  startTime: Date;
  endTime: Date;
  clashCourseId: string;
  clashStartTime: Date;
  clashEndTime: Date;
};

/**
 * The class courses of `groupId` (of one group plan when `groupPlanId` is given) starting after
 * now that overlap a course of one of `subjectIds`: the child's own plan course, or a course of
 * another class the child is in. Earliest class course first; at most `limit`.
 */
export const findMembershipClashes = async (
  tx: Tx,
  query: { groupId: string; groupPlanId?: string; subjectIds: readonly string[]; limit: number },
): Promise<MembershipClash[]> => {
  if (query.subjectIds.length === 0) return [];
  const children = [...query.subjectIds];
  const rows = await tx
    .select({
      subjectId: sql<string>`coalesce(${own.subjectId}, ${member.subjectId})`,
      courseId: classCourse.id,
      startTime: classCourse.startTime,
      endTime: classCourse.endTime,
      clashCourseId: own.id,
      clashStartTime: own.startTime,
      clashEndTime: own.endTime,
    })
    .from(classCourse)
    .innerJoin(own, and(lt(own.startTime, classCourse.endTime), gt(own.endTime, classCourse.startTime)))
    // A course of another class: found through that class's members who are among the children.
    .leftJoin(
      member,
      and(eq(member.groupId, own.groupId), ne(member.groupId, query.groupId), inArray(member.subjectId, children)),
    )
    .where(
      and(
        eq(classCourse.groupId, query.groupId),
        query.groupPlanId ? eq(classCourse.groupPlanId, query.groupPlanId) : undefined,
        gt(classCourse.startTime, sql`now()`),
        ne(own.id, classCourse.id),
        or(inArray(own.subjectId, children), sql`${member.subjectId} is not null`),
      ),
    )
    .orderBy(asc(classCourse.startTime), asc(own.startTime), asc(own.id))
    .limit(query.limit);
  return rows;
};

import { DateTime } from 'luxon';
import type { Tx } from '../../platform/db/database';
import { conflict } from '../../platform/errors';
import { lockPeople } from './calendar.repository';
import { findMembershipClashes, type MembershipClash } from './calendar-membership.repository';

// The calendar's conflict rule applied to class membership (issue 20, group plan checks): a child
// who joins a class must be free at the hours of the class's courses still to come, as a child is
// when a class course is arranged (docs/decisions.md "Calendar class courses: a class course
// occupies the trainer, the class and its children today"). The groups module asks this when a
// class's children are saved; refreshChildStatus lists the clashes already on the calendar.

const FORMAT = 'yyyy-MM-dd HH:mm';
const at = (time: Date, timeZone: string) => DateTime.fromJSDate(time).setZone(timeZone).toFormat(FORMAT);

/**
 * Refuses (409 Business:GroupMemberCourseConflict) children joining class `groupId` when one of
 * them has a course of their own at the hour of one of its future courses. Takes the calendar's
 * per-person keys of the class and the joining children first, so an arrangement for either
 * waits for this save and then sees the new membership.
 */
export const refuseMembershipClashes = async (
  tx: Tx,
  join: { groupId: string; children: readonly { id: string; name: string }[]; timeZone: string },
) => {
  if (join.children.length === 0) return;
  await lockPeople(tx, [join.groupId, ...join.children.map((c) => c.id)]);
  const [clash] = await findMembershipClashes(tx, {
    groupId: join.groupId,
    subjectIds: join.children.map((c) => c.id),
    limit: 1,
  });
  if (!clash) return;
  throw conflict('Business:GroupMemberCourseConflict', 'calendar-membership:member-busy', {
    name: join.children.find((c) => c.id === clash.subjectId)?.name ?? '',
    start: at(clash.startTime, join.timeZone),
    end: at(clash.endTime, join.timeZone),
    ownStart: at(clash.clashStartTime, join.timeZone),
    ownEnd: at(clash.clashEndTime, join.timeZone),
  });
};

/** Every future course of group plan `groupPlanId` that meets a course of its own of one of `subjectIds`. */
export const classCourseClashes = (
  tx: Tx,
  plan: { groupId: string; groupPlanId: string },
  subjectIds: readonly string[],
): Promise<MembershipClash[]> => findMembershipClashes(tx, { ...plan, subjectIds, limit: 500 });

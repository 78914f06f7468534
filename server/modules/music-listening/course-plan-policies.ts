import type { CoursePlanKind } from '../../platform/db/schema/music-listening';
import { GROUP_PLAN_READ, GROUP_PLAN_WRITE } from '../group-plans/group-plan-access';
import { PLAN_READ, PLAN_WRITE } from '../offline-plans/offline-plan-access';

/**
 * Music is part of a plan's session (spec 001 §6: the plan's read permission shows the music
 * area; editing music needs the plan's write permission): the policies of each kind of plan that
 * has course music, for every music call that reads or writes a plan's.
 */
export const COURSE_PLAN_POLICY: Record<CoursePlanKind, { read: string; write: string }> = {
  OFFLINE: { read: PLAN_READ, write: PLAN_WRITE },
  GROUP: { read: GROUP_PLAN_READ, write: GROUP_PLAN_WRITE },
};

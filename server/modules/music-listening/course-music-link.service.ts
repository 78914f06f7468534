import type { Tx } from '../../platform/db/database';
import type { CoursePlanKind } from '../../platform/db/schema/music-listening';
import { AppError, conflict } from '../../platform/errors';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import * as repo from './course-music-link.repository';
import type { CourseMusicPlanAnswer, CourseMusicPlanBody } from './course-music-link.schemas';
import { linkCourseMusic } from './music-listening.service';
import { COURSE_PLAN_POLICY } from './course-plan-policies';

// A plan's course music (spec 001 §3 "Course-music plan"): the brain-music programme its sessions
// play. Reading needs the plan's read policy; picking needs its write policy (001 §6 "editing music
// needs group-plan write"; the offline plan's write policy for an offline plan). Only Public
// programmes; a programme the children already listened to changes only when confirmed.

const NS = 'course-music:';
/** A finished plan plays nothing more: its music is history. */
const CLOSED = new Set(['Finished', 'ReportedReady', 'Closed', 'Ended']);

const planNotFound = () => new AppError(404, 'NotFound', `${NS}plan-not-found`);

const answer = async (
  tx: Tx,
  kind: CoursePlanKind,
  planId: string,
  status: string,
): Promise<CourseMusicPlanAnswer> => ({
  planKind: kind,
  planId,
  ended: CLOSED.has(status),
  brainMusic: await repo.linkedProgramme(tx, kind, planId),
  listened: await repo.hasListening(tx, kind, planId),
  options: await repo.publicProgrammes(tx),
});

export const courseMusicPlan = async (
  tx: Tx,
  ctx: RequestContext,
  query: { planKind: CoursePlanKind; planId: string },
): Promise<CourseMusicPlanAnswer> => {
  requireTenant(ctx);
  requirePermission(ctx, COURSE_PLAN_POLICY[query.planKind].read);
  const status = await repo.planStatus(tx, query.planKind, query.planId);
  if (status === null) throw planNotFound();
  return answer(tx, query.planKind, query.planId, status);
};

export const setCourseMusicPlan = async (
  tx: Tx,
  ctx: RequestContext,
  body: CourseMusicPlanBody,
): Promise<CourseMusicPlanAnswer> => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, COURSE_PLAN_POLICY[body.planKind].write);
  const status = await repo.planStatus(tx, body.planKind, body.planId);
  if (status === null) throw planNotFound();
  if (CLOSED.has(status)) throw conflict('Business:CourseMusicPlanEnded', `${NS}plan-ended`);
  const programme = await repo.publicProgramme(tx, body.brainMusicId);
  if (!programme) throw new AppError(404, 'NotFound', `${NS}programme-not-found`);
  const current = await repo.linkedProgramme(tx, body.planKind, body.planId);
  if (current?.id === programme.id) return answer(tx, body.planKind, body.planId, status);
  if (current && !body.confirm && (await repo.hasListening(tx, body.planKind, body.planId)))
    throw conflict('Business:CourseMusicInUse', `${NS}in-use`, { name: current.code });
  await linkCourseMusic(tx, tenant.id, body.planKind, body.planId, programme.id);
  return answer(tx, body.planKind, body.planId, status);
};

import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import { nextMusicPlan } from '../../../machines/music-plan.machine';
import type { Tx } from '../../platform/db/database';
import { AppError, conflict, notFound } from '../../platform/errors';
import { appendEvent } from '../../platform/outbox';
import { PERMISSIONS } from '../../platform/permissions';
import { requirePermission, requireTenant, type RequestContext } from '../../platform/tenancy';
import {
  findLatestFas,
  findLatestPlaylist,
  findStartablePlans,
  findSubject,
  findSubjectPlan,
  insertPlaylist,
  setPlanState,
  startablePlanColumn,
} from './music.repository';
import type { FasValidity, MusicPlanRefBody, MusicPlaylist, PlaylistQuery, StartablePlansBody } from './music.schemas';

/** Spec 000 §9: a FAS result is valid for 3 months. */
export const FAS_VALID_MONTHS = 3;

type Subject = NonNullable<Awaited<ReturnType<typeof findSubject>>>;

const nameOf = (subject: Subject) => subject.name || subject.outpatientNumber || '';

/**
 * The child and its plan, or the reason not: another centre's ids are simply not found (row-level
 * security), a plan of another child is not this child's, and an unbound or cancelled child
 * cannot be worked with (spec 000 §4).
 */
const childAndPlan = async (tx: Tx, ref: MusicPlanRefBody, { lock = false } = {}) => {
  const subject = await findSubject(tx, ref.subjectId);
  if (!subject) throw notFound('subject');
  const plan = await findSubjectPlan(tx, ref.planId, { lock });
  if (!plan || plan.subjectId !== subject.id) {
    throw new AppError(404, 'Business:MusicPlanNotFound', 'music:plan-not-found', { name: nameOf(subject) });
  }
  if (subject.status !== 'Bind')
    throw conflict('Business:SubjectNotBound', 'music:not-bound', { name: nameOf(subject) });
  return { subject, plan };
};

/** The latest FAS result when it came within the last 3 months (in the centre's time zone). */
const validFas = async (tx: Tx, subjectId: string, now: Date, timeZone: string) => {
  const latest = await findLatestFas(tx, subjectId);
  const since = DateTime.fromJSDate(now, { zone: timeZone }).minus({ months: FAS_VALID_MONTHS });
  return latest && DateTime.fromJSDate(latest.reportedAt) >= since ? latest : undefined;
};

const finishedRefusal = (plan: { planName: string }, subject: Subject) =>
  conflict('Business:MusicPlanFinished', 'music:plan-finished', { plan: plan.planName, name: nameOf(subject) });

/** The validity check before "start music" (spec 000 §7; our path). */
export const checkFasValidity = async (
  tx: Tx,
  ctx: RequestContext,
  ref: MusicPlanRefBody,
  timeZone: string,
  now = new Date(),
): Promise<FasValidity> => {
  requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  const { subject, plan } = await childAndPlan(tx, ref);
  if (plan.state === 'Finished') throw finishedRefusal(plan, subject);
  const fas = await validFas(tx, subject.id, now, timeZone);
  return { isFasValid: fas !== undefined, playedTime: plan.playedTime, tagNames: fas?.tagNames ?? [] };
};

/**
 * POST /api/rocket/idtMusic/startMusicPlan (spec 001 §7): generates a playlist from the child's
 * plan and its valid FAS result. The server checks again what the console checked: the FAS
 * result may have aged, or another desk may have finished the plan, since the check.
 */
export const startMusicPlan = async (
  tx: Tx,
  ctx: RequestContext,
  ref: MusicPlanRefBody,
  timeZone: string,
  now = new Date(),
): Promise<{ id: string }> => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  const { subject, plan } = await childAndPlan(tx, ref, { lock: true });
  const next = nextMusicPlan({ state: plan.state, playedTime: plan.playedTime }, { type: 'plan.start' });
  if (!next) throw finishedRefusal(plan, subject);
  const fas = await validFas(tx, subject.id, now, timeZone);
  if (!fas) throw conflict('Business:FasInvalid', 'music:fas-invalid');
  const playlist = await insertPlaylist(tx, {
    tenantId: tenant.id,
    subjectMusicPlanId: plan.id,
    fasResultId: fas.id,
    tagNames: fas.tagNames,
    startedBy: ctx.userId,
  });
  await setPlanState(tx, plan.id, next.state, next.playedTime);
  await appendEvent(tx, {
    tenantId: tenant.id,
    type: 'MusicStarted',
    version: 1,
    permission: PERMISSIONS.subjectList,
    payload: {
      playlistId: playlist.id,
      subjectId: subject.id,
      planId: plan.id,
      playedTime: next.playedTime,
      by: ctx.userId,
    },
  });
  return { id: playlist.id };
};

/** Who may see children's startable plans: the callers of startablePlans. */
const mayListStartablePlans = (ctx: RequestContext) => {
  requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
};

/** POST /api/rocket/idtMusic/startablePlans: each listed child's startable plan (children without one are left out). */
export const listStartablePlans = async (tx: Tx, ctx: RequestContext, body: StartablePlansBody) => {
  mayListStartablePlans(ctx);
  return { items: await findStartablePlans(tx, [...new Set(body.subjectIds)]) };
};

/**
 * The startable plan as a column of a query over children, under startablePlans' own checks: the
 * subject list's opt-in (withMusicPlan) answers it through here, so it shows a plan to exactly
 * the callers who could ask startablePlans for it, in the page's own query.
 */
export const startablePlanColumnFor = (ctx: RequestContext): ((subjectId: AnyPgColumn) => SQL<string | null>) => {
  mayListStartablePlans(ctx);
  return startablePlanColumn;
};

/** The latest playlist of the child's plan, for the music page (spec 001 §2 musicRehab). */
export const getPlaylist = async (tx: Tx, ctx: RequestContext, query: PlaylistQuery): Promise<MusicPlaylist> => {
  requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.subjectList);
  const subject = await findSubject(tx, query.subjectId);
  if (!subject) throw notFound('subject');
  const plan = await findSubjectPlan(tx, query.planId);
  if (!plan || plan.subjectId !== subject.id) {
    throw new AppError(404, 'Business:MusicPlanNotFound', 'music:plan-not-found', { name: nameOf(subject) });
  }
  const playlist = await findLatestPlaylist(tx, plan.id);
  if (!playlist) throw new AppError(404, 'Business:MusicPlaylistNotFound', 'music:playlist-not-found');
  return {
    id: playlist.id,
    subjectId: subject.id,
    subjectName: subject.name,
    outpatientNumber: subject.outpatientNumber,
    planId: plan.id,
    planCode: plan.planCode,
    planName: plan.planName,
    courseCount: plan.courseCount,
    state: plan.state,
    playedTime: plan.playedTime,
    tagNames: playlist.tagNames,
    fasReportedAt: playlist.fasReportedAt.toISOString(),
    startedByName: playlist.startedByName || playlist.startedByUserName,
    creationTime: playlist.createdAt.toISOString(),
  };
};

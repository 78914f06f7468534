import { DateTime } from 'luxon';
import type { Tx } from '../../platform/db/database';
import { forbidden } from '../../platform/errors';
import { requireTenant, withEachTenantScope, type RequestContext } from '../../platform/tenancy';
import { LOW_SESSIONS } from '../quotas/session-quota.service';
import {
  centresBelow,
  classesPerStarter,
  deliveredPerCoach,
  lowQuotaChildren,
  openSessions,
  plansEndingSoon,
} from './supervisor-board.repository';
import { staffNamesOf } from './offline-plans.repository';

// The supervisor's live board (issue 19 item 8; the design card's "supervisors tracking trainer
// progress in real time"): each coach's day at a centre, the sessions delivered and in progress,
// feedback still owed and how late, plans ending within a week, children with low quotas. For the
// centre's admins and senior coaches; an enterprise or area manager sees the same counted per centre.

/** Who reads a centre's board (issue 19 item 8). */
const SUPERVISOR_ROLES = ['CenterAdmin', 'SeniorCoach'];
/** A session lasts an hour (spec 001 §9): feedback still owed after that is late. */
export const SESSION_MINUTES = 60;
const MANAGER_TENANTS = ['Enterprise', 'EnterpriseAgent', 'Area', 'AreaAgent'];

type Child = { planId: string; subjectId: string; subjectName: string };

export type CoachDay = {
  coachId: string | null;
  coachName: string | null;
  delivered: number;
  /** Class sessions of group plans this member of staff started, running now and ended today (issue 20 item 5). */
  classesNow: number;
  classesDone: number;
  inProgress: (Child & { num: number; totalNum: number; startedAt: string; openItems: number })[];
  feedbackOwed: (Child & { num: number; openItems: number; since: string; lateMinutes: number })[];
  endingSoon: (Child & { num: number; totalNum: number; validUntil: string | null })[];
  lowQuota: (Child & { remaining: number })[];
};

const dayBounds = (timeZone: string, now: Date) => {
  const local = DateTime.fromJSDate(now).setZone(timeZone).startOf('day');
  return {
    today: local.toISODate()!,
    weekEnd: local.plus({ days: 7 }).toISODate()!,
    start: local.toJSDate(),
    end: local.plus({ days: 1 }).toJSDate(),
  };
};

/** The current centre's day, one row per coach with anything to show, busiest first. */
const centreDayOf = async (tx: Tx, timeZone: string, now: Date): Promise<CoachDay[]> => {
  const day = dayBounds(timeZone, now);
  const [open, delivered, classes, ending, low] = [
    await openSessions(tx),
    await deliveredPerCoach(tx, day.start, day.end),
    await classesPerStarter(tx, day.start, day.end),
    await plansEndingSoon(tx, day.today, day.weekEnd),
    await lowQuotaChildren(tx, day.today, LOW_SESSIONS),
  ];
  const coaches = new Map<string | null, CoachDay>();
  const rowOf = (coachId: string | null) => {
    let row = coaches.get(coachId);
    if (!row) {
      row = {
        coachId,
        coachName: null,
        delivered: 0,
        classesNow: 0,
        classesDone: 0,
        inProgress: [],
        feedbackOwed: [],
        endingSoon: [],
        lowQuota: [],
      };
      coaches.set(coachId, row);
    }
    return row;
  };
  for (const d of delivered) rowOf(d.coachId).delivered = d.delivered;
  for (const c of classes) {
    const row = rowOf(c.coachId);
    row.classesNow = c.running;
    row.classesDone = c.delivered;
  }
  for (const o of open) {
    const child = { planId: o.planId, subjectId: o.subjectId, subjectName: o.subjectName };
    const minutes = Math.floor((now.getTime() - o.startedAt.getTime()) / 60_000);
    if (o.startedAt >= day.start && minutes < SESSION_MINUTES)
      rowOf(o.coachId).inProgress.push({
        ...child,
        num: o.num,
        totalNum: o.totalNum,
        startedAt: o.startedAt.toISOString(),
        openItems: o.openItems,
      });
    else if (o.openItems > 0)
      rowOf(o.coachId).feedbackOwed.push({
        ...child,
        num: o.num,
        openItems: o.openItems,
        since: o.startedAt.toISOString(),
        lateMinutes: Math.max(0, minutes - SESSION_MINUTES),
      });
  }
  for (const e of ending)
    rowOf(e.coachId).endingSoon.push({
      planId: e.planId,
      subjectId: e.subjectId,
      subjectName: e.subjectName,
      num: e.num,
      totalNum: e.totalNum,
      validUntil: e.validUntil,
    });
  for (const l of low)
    rowOf(l.coachId).lowQuota.push({
      planId: l.planId,
      subjectId: l.subjectId,
      subjectName: l.subjectName,
      remaining: l.remaining,
    });
  const names = await staffNamesOf(
    tx,
    [...coaches.keys()].filter((id): id is string => id !== null),
  );
  const rows = [...coaches.values()].map((row) => ({
    ...row,
    coachName: row.coachId ? (names.get(row.coachId) ?? null) : null,
  }));
  const load = (r: CoachDay) =>
    r.inProgress.length + r.feedbackOwed.length + r.delivered + r.classesNow + r.classesDone;
  return rows.sort((a, b) => load(b) - load(a) || (a.coachName ?? '').localeCompare(b.coachName ?? ''));
};

export type CentreSummary = {
  tenantId: string;
  name: string;
  delivered: number;
  inProgress: number;
  classesNow: number;
  classesDone: number;
  feedbackOwed: number;
  lateFeedback: number;
  endingSoon: number;
  lowQuota: number;
};

const summaryOf = (tenantId: string, name: string, coaches: CoachDay[]): CentreSummary => ({
  tenantId,
  name,
  delivered: coaches.reduce((n, c) => n + c.delivered, 0),
  inProgress: coaches.reduce((n, c) => n + c.inProgress.length, 0),
  classesNow: coaches.reduce((n, c) => n + c.classesNow, 0),
  classesDone: coaches.reduce((n, c) => n + c.classesDone, 0),
  feedbackOwed: coaches.reduce((n, c) => n + c.feedbackOwed.length, 0),
  lateFeedback: coaches.reduce((n, c) => n + c.feedbackOwed.filter((f) => f.lateMinutes > 0).length, 0),
  endingSoon: coaches.reduce((n, c) => n + c.endingSoon.length, 0),
  lowQuota: coaches.reduce((n, c) => n + c.lowQuota.length, 0),
});

/**
 * GET supervisorBoard: a centre's admins and senior coaches get each coach's day (filtered to
 * one coach when asked); an enterprise's or area's people get each centre below counted.
 */
export const supervisorBoard = async (
  tx: Tx,
  ctx: RequestContext,
  query: { coachId?: string | undefined },
  timeZone: string,
  now: Date,
) => {
  const tenant = requireTenant(ctx);
  const day = dayBounds(timeZone, now).today;
  if (tenant.type === 'Center') {
    if (!ctx.roles.some((r) => SUPERVISOR_ROLES.includes(r))) throw forbidden();
    const coaches = await centreDayOf(tx, timeZone, now);
    return {
      day,
      coaches: query.coachId ? coaches.filter((c) => c.coachId === query.coachId) : coaches,
      centres: [],
    };
  }
  if (!MANAGER_TENANTS.includes(tenant.type)) throw forbidden();
  const centres = await centresBelow(tx, tenant.id);
  const days = await withEachTenantScope(
    tx,
    centres.map((c) => c.id),
    () => centreDayOf(tx, timeZone, now),
  );
  return { day, coaches: [], centres: centres.map((c, k) => summaryOf(c.id, c.name, days[k] ?? [])) };
};

import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../platform/db/database';
import {
  classHoursRecords,
  groupTrainingPlans,
  groupTrainingPlanSessions,
  subjects,
  tenantClosure,
  tenants,
  userOfflinePlanItems,
  userOfflinePlans,
  userOfflinePlanSessions,
} from '../../platform/db/schema/index';

// The supervisor board's reads (issue 19 item 8), one statement each, all within the current
// centre by row-level security. `dayStart` and `dayEnd` bound the centre's day.

const p = userOfflinePlans;
const s = userOfflinePlanSessions;
const i = userOfflinePlanItems;

export type OpenSessionRow = {
  planId: string;
  subjectId: string;
  subjectName: string;
  coachId: string | null;
  num: number;
  totalNum: number;
  startedAt: Date;
  openItems: number;
};

/** Sessions begun and not finished, of open plans, with how many of their items still lack feedback. */
export const openSessions = async (tx: Tx) =>
  rowsOf<OpenSessionRow>(
    await tx.execute(sql`
      select ${p.id} as "planId", ${p.subjectId} as "subjectId", ${subjects.name} as "subjectName",
        ${p.coachId} as "coachId", ${s.num} as num, ${p.totalNum} as "totalNum", ${s.startedAt} as "startedAt",
        (select count(*)::int from ${i} where ${i.planId} = ${p.id} and ${i.num} = ${s.num} and ${i.hasDone} is null) as "openItems"
      from ${s}
      join ${p} on ${p.id} = ${s.planId}
      join ${subjects} on ${subjects.id} = ${p.subjectId}
      where ${s.finishedAt} is null and ${p.status} = 'Started' and not ${p.isDeleted} and ${s.num} = ${p.num}
      order by ${s.startedAt}`),
  ).map((r) => ({ ...r, startedAt: new Date(r.startedAt) }));

/** Sessions finished in the day, per plan coach. */
export const deliveredPerCoach = async (tx: Tx, dayStart: Date, dayEnd: Date) =>
  rowsOf<{ coachId: string | null; delivered: number }>(
    await tx.execute(sql`
      select ${p.coachId} as "coachId", count(*)::int as delivered
      from ${s} join ${p} on ${p.id} = ${s.planId}
      where ${s.finishedAt} >= ${dayStart.toISOString()} and ${s.finishedAt} < ${dayEnd.toISOString()}
      group by ${p.coachId}`),
  );

const g = groupTrainingPlans;
const gs = groupTrainingPlanSessions;

/**
 * Class sessions of group plans per the staff member who started them (the session row records no
 * trainer, only who started it): running (started, not ended, of a running plan) and delivered
 * (ended within the day).
 */
export const classesPerStarter = async (tx: Tx, dayStart: Date, dayEnd: Date) =>
  rowsOf<{ coachId: string | null; running: number; delivered: number }>(
    await tx.execute(sql`
      select ${gs.startedBy} as "coachId",
        (count(*) filter (where ${gs.endedAt} is null and ${g.status} = 'Started'))::int as running,
        (count(*) filter (where ${gs.endedAt} >= ${dayStart.toISOString()} and ${gs.endedAt} < ${dayEnd.toISOString()}))::int as delivered
      from ${gs} join ${g} on ${g.id} = ${gs.planId}
      where (${gs.endedAt} is null and ${g.status} = 'Started')
        or (${gs.endedAt} >= ${dayStart.toISOString()} and ${gs.endedAt} < ${dayEnd.toISOString()})
      group by ${gs.startedBy}`),
  );

export type EndingRow = {
  planId: string;
  subjectId: string;
  subjectName: string;
  coachId: string | null;
  num: number;
  totalNum: number;
  validUntil: string | null;
};

/** Running plans whose last day is within the week, or that are on their last session. */
export const plansEndingSoon = async (tx: Tx, today: string, weekEnd: string) =>
  rowsOf<EndingRow>(
    await tx.execute(sql`
      select ${p.id} as "planId", ${p.subjectId} as "subjectId", ${subjects.name} as "subjectName",
        ${p.coachId} as "coachId", ${p.num} as num, ${p.totalNum} as "totalNum", ${p.validUntil}::text as "validUntil"
      from ${p} join ${subjects} on ${subjects.id} = ${p.subjectId}
      where ${p.status} = 'Started' and not ${p.isDeleted}
        and ((${p.validUntil} between ${today}::date and ${weekEnd}::date) or ${p.num} = ${p.totalNum})
      order by ${p.validUntil} nulls last, ${subjects.name}`),
  );

export type LowQuotaRow = {
  subjectId: string;
  subjectName: string;
  coachId: string | null;
  planId: string;
  remaining: number;
};

/**
 * Children of running plans with 5 or fewer sessions left of their plan's kind on quotas in effect
 * today (none in effect counts as 0); a child with an unlimited quota is never low.
 */
export const lowQuotaChildren = async (tx: Tx, today: string, low: number) =>
  rowsOf<LowQuotaRow>(
    await tx.execute(sql`
      select ${p.subjectId} as "subjectId", ${subjects.name} as "subjectName", ${p.coachId} as "coachId",
        ${p.id} as "planId", coalesce(q.remaining, 0)::int as remaining
      from ${p}
      join ${subjects} on ${subjects.id} = ${p.subjectId}
      left join lateral (
        select sum(${classHoursRecords.classHours} - ${classHoursRecords.usedHours}) as remaining,
          bool_or(${classHoursRecords.classHours} is null) as unlimited
        from ${classHoursRecords}
        where ${classHoursRecords.subjectId} = ${p.subjectId} and ${classHoursRecords.type} = ${p.mode}
          and ${classHoursRecords.state} = 'InEffect'
          and (${classHoursRecords.startTime} is null or ${classHoursRecords.startTime} <= ${today}::date)
          and (${classHoursRecords.endTime} is null or ${classHoursRecords.endTime} >= ${today}::date)
      ) q on true
      where ${p.status} in ('None', 'Started') and not ${p.isDeleted}
        and not coalesce(q.unlimited, false) and coalesce(q.remaining, 0) <= ${low}
      order by remaining, ${subjects.name}`),
  );

/** The centres below the current tenant (an enterprise's or an area's), by name. */
export const centresBelow = async (tx: Tx, tenantId: string) =>
  tx
    .select({ id: tenants.id, name: tenants.name })
    .from(tenantClosure)
    .innerJoin(tenants, sql`${tenants.id} = ${tenantClosure.descendantId}`)
    .where(
      sql`${tenantClosure.ancestorId} = ${tenantId} and ${tenantClosure.depth} >= 1 and ${tenants.type} = 'Center'`,
    )
    .orderBy(tenants.name);

import { DateTime } from 'luxon';
import type { Tx } from '../../platform/db/database';
import { badRequest, forbidden } from '../../platform/errors';
import type { Language } from '../../platform/i18n';
import { fenToYuan } from '../../platform/money';
import { requireTenant, type RequestContext } from '../../platform/tenancy';
import { sessionCharges, sessionChargesPerPlan } from '../contracts/hfs/hfs-session-charge.service';
import { groupPlanNamesByIds, plansByIds, staffNamesOf } from './offline-plans.repository';

// GET coachCourseCostList and tenantCourseCostList (spec 001 §7; issue 19 item 6): what the
// centre's delivered sessions cost, read from the same ledger entries that charged them: a child's
// offline-plan sessions and, since issue 20, a class's (named by its class; its "coach" is whoever
// ended the class, as a class has no coach of its own).

/** Who reads the centre's costs: its admins, senior coaches and finance. */
const COST_READERS = ['CenterAdmin', 'SeniorCoach', 'Finance'];

export type CostQuery = {
  from?: string | undefined;
  to?: string | undefined;
  skipCount: number;
  maxResultCount: number;
};

/** The period in the centre's days: from and to inclusive, this month unless given. */
const rangeOf = (query: CostQuery, timeZone: string, now: Date) => {
  const month = DateTime.fromJSDate(now).setZone(timeZone).startOf('month');
  const day = (iso: string | undefined, fallback: DateTime) =>
    iso === undefined ? fallback : DateTime.fromISO(iso, { zone: timeZone }).startOf('day');
  const from = day(query.from, month);
  const to = day(query.to, month.endOf('month').startOf('day'));
  if (!from.isValid || !to.isValid || to < from) throw badRequest('ValidationError', 'offline-plans:cost-period');
  return { from: from.toJSDate(), to: to.plus({ days: 1 }).toJSDate() };
};

const readerOf = (ctx: RequestContext) => {
  const tenant = requireTenant(ctx);
  if (!ctx.roles.some((role) => COST_READERS.includes(role))) throw forbidden();
  return tenant;
};

/** tenantCourseCostList: each charged session, newest first, a page at a time. */
export const tenantCourseCosts = async (
  tx: Tx,
  ctx: RequestContext,
  query: CostQuery,
  context: { timeZone: string; now: Date; language: Language },
) => {
  const tenant = readerOf(ctx);
  const { rows, totalCount } = await sessionCharges(
    tx,
    tenant.id,
    rangeOf(query, context.timeZone, context.now),
    query,
  );
  type Details = { planId?: string; num?: number; childName?: string; groupName?: string };
  const details = rows.map((r) => (r.details ?? {}) as Details);
  const idsOf = (kind: string) => [
    ...new Set(rows.flatMap((r, k) => (r.usageKind === kind && details[k]!.planId ? [details[k]!.planId!] : []))),
  ];
  const plans = await plansByIds(tx, idsOf('train'));
  const groupPlans = await groupPlanNamesByIds(tx, idsOf('class'));
  const coachOf = (k: number) => {
    const row = rows[k]!;
    if (row.usageKind === 'class') return row.operatorId;
    const planId = details[k]!.planId;
    return (planId ? plans.get(planId)?.coachId : null) ?? null;
  };
  const coaches = await staffNamesOf(tx, [...new Set(rows.flatMap((_, k) => coachOf(k) ?? []))]);
  const nameOf = (plan: { nameZh: string; nameEn: string } | undefined) =>
    plan ? (context.language === 'en-US' ? plan.nameEn : plan.nameZh) : '';
  return {
    totalCount,
    items: rows.map((row, k) => {
      const d = details[k]!;
      const isClass = row.usageKind === 'class';
      const coachId = coachOf(k);
      return {
        id: String(row.id),
        time: row.createdAt.toISOString(),
        planId: d.planId ?? null,
        num: d.num ?? null,
        childName: isClass ? '' : (d.childName ?? ''),
        groupName: isClass ? (d.groupName ?? '') : null,
        planName: nameOf(d.planId ? (isClass ? groupPlans : plans).get(d.planId) : undefined),
        coachName: coachId ? (coaches.get(coachId) ?? null) : null,
        money: fenToYuan(-row.amountFen),
      };
    }),
  };
};

/** coachCourseCostList: per plan coach, the sessions charged in the period and what they cost. */
export const coachCourseCosts = async (
  tx: Tx,
  ctx: RequestContext,
  query: CostQuery,
  context: { timeZone: string; now: Date },
) => {
  const tenant = readerOf(ctx);
  const perPlan = await sessionChargesPerPlan(tx, tenant.id, rangeOf(query, context.timeZone, context.now));
  const plans = await plansByIds(
    tx,
    perPlan.filter((p) => p.usageKind === 'train').map((p) => p.planId),
  );
  const byCoach = new Map<string | null, { sessions: number; amountFen: number }>();
  for (const p of perPlan) {
    const coachId = p.usageKind === 'class' ? p.operatorId : (plans.get(p.planId)?.coachId ?? null);
    const sum = byCoach.get(coachId) ?? { sessions: 0, amountFen: 0 };
    byCoach.set(coachId, { sessions: sum.sessions + p.sessions, amountFen: sum.amountFen + p.amountFen });
  }
  const names = await staffNamesOf(
    tx,
    [...byCoach.keys()].filter((id): id is string => id !== null),
  );
  const items = [...byCoach.entries()]
    .map(([coachId, sum]) => ({
      coachId,
      coachName: coachId ? (names.get(coachId) ?? null) : null,
      sessions: sum.sessions,
      money: fenToYuan(sum.amountFen),
    }))
    .sort((a, b) => b.sessions - a.sessions || (a.coachName ?? '').localeCompare(b.coachName ?? ''));
  return { totalCount: items.length, items: items.slice(query.skipCount, query.skipCount + query.maxResultCount) };
};

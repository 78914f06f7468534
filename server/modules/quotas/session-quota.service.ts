import type { Tx } from '../../platform/db/database';
import type { SessionType } from '../../platform/db/schema/index';
import { conflict } from '../../platform/errors';
import { appendEvent } from '../../platform/outbox';
import { PLAN_READ } from '../offline-plans/offline-plan-access';
import { requireTenant, type RequestContext } from '../../platform/tenancy';
import { findInEffect, findUsable, insertChange, takeHours } from './quotas.repository';
import { keyOf } from './quota-keys';

// What other modules (offline plans) ask of a child's session quota (spec 001 §4 "Quotas", §8
// quota warnings, §9 low at 5 or fewer). Warnings and refusals apply only to a centre with
// hfs1.timesSetting; without it a usable record is still counted down.

/** The tenant feature that makes quotas binding (spec 001 §4, §6). */
export const TIMES_SETTING = 'hfs1.timesSetting';

/** Spec 001 §9: warned when 1 to 5 sessions remain. */
export const LOW_SESSIONS = 5;

export type SessionQuotaUse = { recordId: string | null; remaining: number | null /* null = unlimited */ };
export type SessionQuotaStatus = 'NotSet' | 'UsedUp' | 'Low' | 'Ok';

const typeParam = (type: SessionType) => `@quotas:types.${keyOf(type)}`;

/** Sessions left on a record; null: unlimited. */
export const remainingOf = (row: { classHours: number | null; usedHours: number }) =>
  row.classHours === null ? null : Math.max(0, row.classHours - row.usedHours);

/**
 * Whether the child's in-effect records of `type` were used up (some record has a count and no
 * session left) rather than never set or out of their dates.
 */
const usedUp = async (tx: Tx, subjectId: string, type: SessionType) =>
  (await findInEffect(tx, subjectId, type)).some((r) => r.classHours !== null && r.usedHours >= r.classHours);

/**
 * Uses one session of the child's in-effect quota of `type` valid on `today` (ISO date), in the
 * caller's transaction; never below zero under concurrency (a conditional UPDATE … where
 * used_hours < class_hours, not read-then-write). Appends a Usage change naming planId and num.
 * When the tenant has feature 'hfs1.timesSetting' (ctx.features) and no usable record exists (none
 * set, used up, outside its dates, disabled) → throws a 409 in the spec's error shape with the
 * message for "not set" or "used up" (both languages). Without the feature: uses a record if one
 * is usable, else returns { recordId: null, remaining: null }.
 */
export const useSessionQuota = async (
  tx: Tx,
  ctx: RequestContext,
  use: {
    subjectId: string;
    type: SessionType;
    planId: string;
    num: number;
    today: string;
    /** 'group': planId is a class's group plan (a class session), else the child's offline plan. */
    planKind?: 'offline' | 'group';
  },
): Promise<SessionQuotaUse> => {
  const tenant = requireTenant(ctx);
  // Each candidate is taken by a conditional UPDATE; one that another transaction emptied in the
  // meantime answers no row, and the next candidate is tried.
  for (const candidate of await findUsable(tx, use.subjectId, use.type, use.today)) {
    const taken = await takeHours(tx, candidate.id, 1, use.today);
    if (!taken) continue;
    await insertChange(tx, {
      tenantId: tenant.id,
      recordId: taken.id,
      kind: 'Usage',
      hours: 1,
      ...(use.planKind === 'group' ? { groupPlanId: use.planId } : { planId: use.planId }),
      num: use.num,
      operatorId: ctx.userId,
    });
    return { recordId: taken.id, remaining: remainingOf(taken) };
  }
  if (!ctx.features.has(TIMES_SETTING)) return { recordId: null, remaining: null };
  if (await usedUp(tx, use.subjectId, use.type)) {
    throw conflict('Business:SessionQuotaUsedUp', 'quotas:used-up', { type: typeParam(use.type) });
  }
  throw conflict('Business:SessionQuotaNotSet', 'quotas:not-set', { type: typeParam(use.type) });
};

/** What the plan page's warning needs: 'NotSet' | 'UsedUp' | 'Low' (1–5 left) | 'Ok', with remaining (null unlimited). */
export const sessionQuotaStatus = async (
  tx: Tx,
  subjectId: string,
  type: SessionType,
  today: string,
): Promise<{ status: SessionQuotaStatus; remaining: number | null }> => {
  const usable = await findUsable(tx, subjectId, type, today);
  if (usable.length === 0) {
    return { status: (await usedUp(tx, subjectId, type)) ? 'UsedUp' : 'NotSet', remaining: 0 };
  }
  if (usable.some((r) => r.classHours === null)) return { status: 'Ok', remaining: null };
  const remaining = usable.reduce((sum, r) => sum + (remainingOf(r) ?? 0), 0);
  return { status: remaining <= LOW_SESSIONS ? 'Low' : 'Ok', remaining };
};

/**
 * After a session used a child's quota: when `remaining` is LOW_SESSIONS or fewer, QuotaLow for
 * whoever watches quotas (the supervisor board; readers of offline plans). Unlimited (null) is never low.
 */
export const announceLowQuota = async (
  tx: Tx,
  ctx: RequestContext,
  child: { tenantId: string; subjectId: string; subjectName: string; type: SessionType; remaining: number | null },
) => {
  if (child.remaining === null || child.remaining > LOW_SESSIONS) return;
  await appendEvent(tx, {
    tenantId: child.tenantId,
    type: 'QuotaLow',
    version: 1,
    permission: PLAN_READ,
    payload: {
      subjectId: child.subjectId,
      subjectName: child.subjectName,
      type: child.type,
      remaining: child.remaining,
      by: ctx.userId,
    },
  });
};

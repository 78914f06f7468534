// A few weeks of offline training at Sunrise (issue 19 item 9): plans in every status, sessions
// delivered twice a week with staff and guardian feedback, today's sessions still running, quotas
// near their limits. Every step is the product's own service call as the coach who made it (a
// transaction as the application role, as a request would be), so quotas, rows and rules are
// exactly what the product writes; the steps are then dated back to the days they happened, and
// the live feed of a fresh installation starts empty, as with today's check-ins (demo.today.ts).
import { randomUUID } from 'node:crypto';
import { formsOfPrograms } from '../modules/content/programs/program-forms.service';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../platform/db/database';
import {
  classHoursRecordChanges,
  contractLedger,
  contractResourcePrices,
  contractResources,
  tenantContracts,
  classHoursRecords,
  contentNewOfflinePlans,
  contentOfflinePlans,
  domainEvents,
  subjects,
  tenants,
  userOfflinePlanFeedbacks,
  userOfflinePlanItems,
  userOfflinePlans,
  userOfflinePlanSessions,
  users,
} from '../platform/db/schema/index';
import { resolveRequestContext, type RequestContext } from '../platform/tenancy';
import type { Tx } from '../platform/db/database';
import { markNotStarted, submitFeedback } from '../modules/offline-plans/offline-plan-items.service';
import {
  activateNext,
  arrangePlan,
  endPlan,
  finishCurrentSession,
  recordParentInterview,
  startPlan,
  suspendPlan,
} from '../modules/offline-plans/offline-plan.service';
import { findItems, findPlan } from '../modules/offline-plans/offline-plans.repository';
import { sampleAnswers } from './demo.feedback-answers';
import { seedTemplateStatics, tickSessionStatics } from './demo.static-activities';
import { mulberry32 } from './random';
import { createMessenger } from '../platform/messaging/messenger';

const CENTRE = 'Sunrise Centre';

/** One child's plan in the demo: how far it got, by whom, on which quota. */
type Scenario = {
  coach: string;
  version: 'V3' | 'V4';
  /** Sessions finished. */
  delivered: number;
  /** Then: the next session began today (and some of it is answered), the plan ended, or nothing more. */
  then: 'runningToday' | 'startedToday' | 'end' | 'report' | 'close' | 'suspend' | 'none' | 'arrangedOnly';
  /** Sessions signed on the child's offline quota. */
  quota: number;
  /**
   * The session card's layout (v2 unless said): v1 has the sound-therapy record, whose audio punch
   * today's session waits for (its course music is linked by seedDemoCourseMusic, after the plans).
   */
  card?: 'v1';
};

/** Deliberately varied: every status, a plan waiting for its parent interview, quotas low and used up. */
export const DEMO_PLAN_SCENARIOS: readonly Scenario[] = [
  { coach: 'coach', version: 'V3', delivered: 5, then: 'runningToday', quota: 24, card: 'v1' },
  { coach: 'liuyang', version: 'V3', delivered: 3, then: 'startedToday', quota: 24 },
  { coach: 'wangfang', version: 'V4', delivered: 8, then: 'runningToday', quota: 10 },
  { coach: 'emily.zhang', version: 'V3', delivered: 6, then: 'none', quota: 12 },
  { coach: 'coach', version: 'V3', delivered: 4, then: 'none', quota: 4 },
  { coach: 'liuyang', version: 'V3', delivered: 0, then: 'arrangedOnly', quota: 12 },
  { coach: 'wangfang', version: 'V3', delivered: 12, then: 'end', quota: 12 },
  // Ended early, after a family moved away and after a change of programme.
  { coach: 'emily.zhang', version: 'V3', delivered: 6, then: 'report', quota: 24 },
  { coach: 'coach', version: 'V3', delivered: 4, then: 'close', quota: 12 },
  { coach: 'lina', version: 'V3', delivered: 2, then: 'suspend', quota: 12 },
];

/** Sessions happen twice a week, at this local hour, the latest one `GAP_DAYS` before today's. */
const SESSION_HOUR = 16;
const GAP_DAYS = [3, 4] as const;

type Step = { planId: string; num: number; startedAt: Date; finishedAt: Date | null };

export const asCoach = async <T>(
  db: Database,
  tenantId: string,
  userId: string,
  fn: (tx: Tx, ctx: RequestContext) => Promise<T>,
): Promise<T> =>
  db.transaction({ tenantId, userId }, async (tx) => fn(tx, await resolveRequestContext(tx, userId, tenantId)));

/** Answers every open item of the plan's current session as staff would; `share` of them at most. */
const answerSession = async (tx: Tx, ctx: RequestContext, planId: string, random: () => number, share = 1) => {
  const plan = await findPlan(tx, planId);
  if (!plan) return;
  const open = (await findItems(tx, planId, plan.num)).map((i) => i.item).filter((i) => i.hasDone === null);
  const forms = await formsOfPrograms(
    tx,
    open.map((i) => i.programId),
  );
  for (const item of open.slice(0, Math.max(1, Math.ceil(open.length * share)))) {
    const form = forms.get(item.programId) ?? [];
    const staff = sampleAnswers(
      form.filter((p) => p.formKind !== 'Guardian'),
      'staff',
      random,
    );
    const entry = { userOfflineTrainingPlanId: planId, num: item.num, planItemId: item.id };
    if (staff === null) await markNotStarted(tx, ctx, { planItemId: item.id });
    else await submitFeedback(tx, ctx, { ...entry, feedbacks: staff }, 'zh-CN');
    const guardianForm = form.filter((p) => p.formKind === 'Guardian');
    const guardian = guardianForm.length > 0 && random() < 0.4 ? sampleAnswers(guardianForm, 'guardian', random) : null;
    if (guardian !== null) await submitFeedback(tx, ctx, { ...entry, forGuardian: true, feedbacks: guardian }, 'zh-CN');
  }
};

/**
 * Sunrise's Active HFS contract prices a session of each demo template (OfflinePlanCourse, the
 * template being the resource), as its area priced its other resources (demo.catalogue.ts), so the
 * seeded sessions are charged through the ledger and the usage drawer's train tab shows them.
 */
const priceTemplates = (db: Database, tenantId: string, templates: Record<'V3' | 'V4', string>, at: Date) =>
  db.privileged(async (tx) => {
    const [contract] = await tx
      .select({ id: tenantContracts.id })
      .from(tenantContracts)
      .where(
        and(
          eq(tenantContracts.tenantId, tenantId),
          eq(tenantContracts.line, 'hfs'),
          eq(tenantContracts.status, 'Enabled'),
          isNull(tenantContracts.deletedAt),
        ),
      )
      .orderBy(desc(tenantContracts.endDate))
      .limit(1);
    if (!contract) return;
    const [area] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, 'area'));
    const names = { V3: '注意力基础十二课', V4: '专注力进阶二十四课（V4）' };
    const rows = (['V3', 'V4'] as const).map((v) => ({
      id: randomUUID(),
      tenantId,
      contractId: contract.id,
      type: 'OfflinePlanCourse',
      resourceId: templates[v],
      resourceName: names[v],
      priceFen: v === 'V3' ? 9_600 : 12_000,
      createdAt: at,
    }));
    await tx.insert(contractResources).values(rows);
    await tx.insert(contractResourcePrices).values(
      rows.map((r) => ({
        tenantId,
        resourceRowId: r.id,
        priceFen: r.priceFen,
        operatorId: area?.id ?? null,
        createdAt: at,
      })),
    );
  });

/** Seeds Sunrise's plans. Run once, after the demo seed and today's check-ins. */
export const seedDemoOfflinePlans = async (db: Database, options: { timeZone: string; now?: Date }) => {
  const now = DateTime.fromJSDate(options.now ?? new Date()).setZone(options.timeZone);
  const random = mulberry32(19).next;
  // Low-balance reminders a charge may trigger go where the demo's other messages go (a log).
  const messenger = createMessenger();
  const found = await db.privileged(async (tx) => {
    const [centre] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, CENTRE));
    if (!centre) return null;
    const staff = await tx
      .select({ id: users.id, userName: users.userName })
      .from(users)
      .where(inArray(users.userName, [...new Set(DEMO_PLAN_SCENARIOS.map((s) => s.coach))]));
    const children = await tx
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.tenantId, centre.id), eq(subjects.status, 'Bind')))
      .orderBy(asc(subjects.outpatientNumber));
    const [v3] = await tx
      .select({ id: contentOfflinePlans.id })
      .from(contentOfflinePlans)
      .where(eq(contentOfflinePlans.code, 'OFF-ATT-12'));
    const [v4] = await tx
      .select({ id: contentNewOfflinePlans.id })
      .from(contentNewOfflinePlans)
      .where(eq(contentNewOfflinePlans.code, 'OFF-V4-24'));
    return {
      tenantId: centre.id,
      staff: new Map(staff.map((s) => [s.userName, s.id])),
      children,
      v3: v3?.id,
      v4: v4?.id,
    };
  });
  if (!found || !found.v3 || !found.v4) return;
  await db.privileged((tx) => seedTemplateStatics(tx, { v3: 'OFF-ATT-12', v4: 'OFF-V4-24' }));
  const { tenantId, staff, children } = found;
  const templates = { V3: found.v3, V4: found.v4 };
  await priceTemplates(db, tenantId, templates, now.minus({ days: 60 }).toJSDate());

  const steps: Step[] = [];
  const plans: { planId: string; arrangedAt: Date; endedAt: Date | null; quotaRecord: string }[] = [];
  for (const [i, scenario] of DEMO_PLAN_SCENARIOS.entries()) {
    // Every sixth child from the fourth: clear of today's check-ins (every seventh from the
    // twentieth) and of the oldest and newest children the tests pick.
    const child = children[(3 + i * 6) % children.length];
    const userId = staff.get(scenario.coach);
    if (!child || !userId) continue;
    // Dated back: the delivered sessions end on the last session day before today.
    const days: DateTime[] = [];
    let day = now.startOf('day').set({ hour: SESSION_HOUR });
    for (let k = 0; k < scenario.delivered; k++) {
      day = day.minus({ days: GAP_DAYS[k % 2]! });
      days.unshift(day);
    }
    const arrangedAt = (days[0] ?? now.minus({ days: 2 })).minus({ days: 2 }).toJSDate();
    const [quota] = await db.privileged((tx) =>
      tx
        .insert(classHoursRecords)
        .values({
          tenantId,
          subjectId: child.id,
          type: 'Offline',
          billingMethod: 'Quantity',
          classHours: scenario.quota,
          createdBy: userId,
          createdAt: arrangedAt,
          updatedAt: arrangedAt,
        })
        .returning({ id: classHoursRecords.id }),
    );
    await db.privileged((tx) =>
      tx.insert(classHoursRecordChanges).values({
        tenantId,
        recordId: quota!.id,
        kind: 'Add',
        hours: scenario.quota,
        operatorId: userId,
        createdAt: arrangedAt,
      }),
    );
    // One transaction per plan, each step the service a request would call, as its coach.
    const { plan, endedAt } = await asCoach(db, tenantId, userId, async (tx, ctx) => {
      const plan = await arrangePlan(tx, ctx, {
        subjectId: child.id,
        templateId: templates[scenario.version],
        ilsVersion: scenario.version,
        ...(scenario.card ? { cardVersion: scenario.card } : {}),
      });
      if (scenario.then === 'arrangedOnly') return { plan, endedAt: null };
      await startPlan(tx, ctx, plan.id);
      for (let num = 1; num <= scenario.delivered; num++) {
        await answerSession(tx, ctx, plan.id, random);
        await tickSessionStatics(tx, ctx, plan.id, num);
        const done = await finishCurrentSession(tx, ctx, { id: plan.id, num }, now.toISODate()!, messenger);
        const at = days[num - 1]!;
        steps.push({ planId: plan.id, num, startedAt: at.toJSDate(), finishedAt: at.plus({ minutes: 50 }).toJSDate() });
        if (done.lastSession) break;
        // Past its last delivered session a plan stands as it is (the fourth waits for the parent
        // interview its template asks after session 6), unless today's session has begun.
        const today = scenario.then === 'runningToday' || scenario.then === 'startedToday';
        if (num === scenario.delivered && !today) break;
        if (done.interviewRequired) await recordParentInterview(tx, ctx, plan.id);
        await activateNext(tx, ctx, plan.id);
      }
      if (scenario.then === 'runningToday' || scenario.then === 'startedToday') {
        const startedAt = now.minus({ minutes: scenario.then === 'runningToday' ? 35 : 10 }).toJSDate();
        steps.push({ planId: plan.id, num: scenario.delivered + 1, startedAt, finishedAt: null });
        if (scenario.then === 'runningToday') await answerSession(tx, ctx, plan.id, random, 0.5);
      }
      if (scenario.then === 'suspend') await suspendPlan(tx, ctx, plan.id);
      if (scenario.then === 'end' || scenario.then === 'report' || scenario.then === 'close') {
        await endPlan(tx, ctx, plan.id);
        return { plan, endedAt: days.at(-1)!.plus({ hours: 1 }).toJSDate() };
      }
      return { plan, endedAt: null };
    });
    plans.push({ planId: plan.id, arrangedAt, endedAt, quotaRecord: quota!.id });
    // The report and the closing have no call of their own yet: the plan's later life is written as it stands.
    if (scenario.then === 'report' || scenario.then === 'close')
      await db.privileged((tx) =>
        tx
          .update(userOfflinePlans)
          .set({ status: scenario.then === 'report' ? 'ReportedReady' : 'Closed' })
          .where(eq(userOfflinePlans.id, plan.id)),
      );
  }

  // The calls above wrote the present moment; each step is dated back to its day.
  await db.privileged(async (tx) => {
    for (const p of plans) {
      const firstDay = steps.find((s) => s.planId === p.planId)?.startedAt ?? null;
      await tx
        .update(userOfflinePlans)
        .set({ createdAt: p.arrangedAt, updatedAt: p.arrangedAt, startedAt: firstDay, endedAt: p.endedAt })
        .where(eq(userOfflinePlans.id, p.planId));
    }
    for (const s of steps) {
      const session = and(eq(userOfflinePlanSessions.planId, s.planId), eq(userOfflinePlanSessions.num, s.num));
      await tx.update(userOfflinePlanSessions).set({ startedAt: s.startedAt, finishedAt: s.finishedAt }).where(session);
      // A parent interview took place the day after the session that asked for it.
      if (s.finishedAt)
        await tx
          .update(userOfflinePlanSessions)
          .set({ interviewAt: new Date(s.finishedAt.getTime() + 24 * 3600_000) })
          .where(and(session, sql`${userOfflinePlanSessions.interviewAt} is not null`));
      const answeredAt = s.finishedAt ?? new Date(s.startedAt.getTime() + 15 * 60_000);
      await tx
        .update(userOfflinePlanItems)
        .set({ doneTime: answeredAt })
        .where(
          and(
            eq(userOfflinePlanItems.planId, s.planId),
            eq(userOfflinePlanItems.num, s.num),
            sql`${userOfflinePlanItems.doneTime} is not null`,
          ),
        );
      await tx
        .update(userOfflinePlanFeedbacks)
        .set({ creationTime: answeredAt })
        .where(and(eq(userOfflinePlanFeedbacks.planId, s.planId), eq(userOfflinePlanFeedbacks.num, s.num)));
      // The session's charge (the ledger is immutable to the application; the seed dates it, as
      // demo.contracts.ts dates its movements).
      if (s.finishedAt)
        await tx
          .update(contractLedger)
          .set({ createdAt: s.finishedAt })
          .where(
            and(
              eq(contractLedger.usageKind, 'train'),
              sql`${contractLedger.details}->>'planId' = ${s.planId}`,
              sql`(${contractLedger.details}->>'num')::int = ${s.num}`,
            ),
          );
      if (s.finishedAt)
        await tx
          .update(classHoursRecordChanges)
          .set({ createdAt: s.finishedAt })
          .where(and(eq(classHoursRecordChanges.planId, s.planId), eq(classHoursRecordChanges.num, s.num)));
    }
    await tx.delete(domainEvents).where(
      inArray(domainEvents.type, [
        'OfflinePlanChanged',
        'SessionStarted',
        'SessionFinished',
        'FeedbackSubmitted',
        'PlanEnded',
        'QuotaLow',
        // The charges' (demo.contracts.ts leaves the contracts' live feed empty too).
        'ContractChanged',
      ]),
    );
  });
};

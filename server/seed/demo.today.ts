// Today at the demo centres (issue 17 item 7): coaches checked children in over the hours before
// the seed ran, and sent some home again, so the workbench's check-in and in-centre cards and the
// centre admin's message centre have something true to show on a first start. Each check-in and
// check-out is the product's own service call, in a transaction as the application role for that
// coach (as a request would be), so the notifications are exactly the ones the product writes.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../platform/db/database';
import { checkIns, domainEvents, notifications, subjects, tenants, users } from '../platform/db/schema/index';
import { resolveRequestContext } from '../platform/tenancy';
import { checkIn, checkOut } from '../modules/check-ins/check-ins.service';

/** Who checks children in at each centre, in turn; the centre admin is told, not the one acting. */
export const DEMO_CHECK_IN_STAFF: Readonly<Record<'Sunrise Centre' | 'Harbour Centre', readonly string[]>> = {
  'Sunrise Centre': ['coach', 'liuyang', 'wangfang', 'emily.zhang'],
  'Harbour Centre': ['sarah.ho', 'chenwei'],
};

/** How many children come in on the demo's day at each centre, at most. */
const VISITS: Readonly<Record<keyof typeof DEMO_CHECK_IN_STAFF, number>> = {
  'Sunrise Centre': 12,
  'Harbour Centre': 6,
};

const OPENING_HOUR = 8;
/** A session takes about this long; children in for longer than that have gone home. */
const SESSION_MINUTES = 90;

export type PlannedVisit = { inAt: Date; outAt: Date | null };

/**
 * When the day's visits happened: between the centre's opening (08:00, or the start of the
 * centre's day when the seed runs before opening) and a few minutes before `now`, never in the
 * future and never on another day, closer together towards now (a square-root spread), so that a
 * few children are still in. Those older than a session have checked out.
 */
export const planVisits = (now: Date, timeZone: string, count: number): PlannedVisit[] => {
  const local = DateTime.fromJSDate(now).setZone(timeZone);
  const dayStart = local.startOf('day');
  const opening = dayStart.plus({ hours: OPENING_HOUR });
  const from = (local > opening.plus({ minutes: 30 }) ? opening : dayStart).toMillis();
  const until = local.minus({ minutes: 3 }).toMillis();
  if (until <= from || count <= 0) return [];
  return Array.from({ length: count }, (_, i) => {
    const inAt = Math.round(from + (until - from) * Math.sqrt((i + 0.5) / count));
    const outAt = inAt + SESSION_MINUTES * 60_000;
    return { inAt: new Date(inAt), outAt: outAt < until ? new Date(outAt) : null };
  });
};

type Performed = { id: string; subjectId: string; inAt: Date; outAt: Date | null };

const EVENT_TYPES = ['CheckedIn', 'CheckedOut', 'NotificationCreated'] as const;

/** Checks the day's children in and out at each demo centre. Run once, right after the demo seed. */
export const seedDemoToday = async (db: Database, options: { timeZone: string; now?: Date }): Promise<void> => {
  const now = options.now ?? new Date();
  const centres = Object.keys(DEMO_CHECK_IN_STAFF) as (keyof typeof DEMO_CHECK_IN_STAFF)[];
  const { tenantIds, userIds, children } = await db.privileged(async (tx) => {
    const tenantRows = await tx.select({ id: tenants.id, name: tenants.name }).from(tenants);
    const userRows = await tx
      .select({ id: users.id, userName: users.userName })
      .from(users)
      .where(inArray(users.userName, Object.values(DEMO_CHECK_IN_STAFF).flat()));
    const childRows = await tx
      .select({ id: subjects.id, tenantId: subjects.tenantId })
      .from(subjects)
      .where(eq(subjects.status, 'Bind'))
      .orderBy(subjects.outpatientNumber);
    return {
      tenantIds: new Map(tenantRows.map((t) => [t.name, t.id])),
      userIds: new Map(userRows.map((u) => [u.userName, u.id])),
      children: childRows,
    };
  });

  const performed: Performed[] = [];
  for (const centre of centres) {
    const tenantId = tenantIds.get(centre);
    if (!tenantId) continue;
    const staff = DEMO_CHECK_IN_STAFF[centre].map((u) => userIds.get(u)).filter((id): id is string => !!id);
    const pool = children.filter((c) => c.tenantId === tenantId);
    const visits = planVisits(now, options.timeZone, Math.min(VISITS[centre], pool.length));
    for (const [i, visit] of visits.entries()) {
      // Every seventh child of the register from the twentieth on: a spread of ages, schools and
      // coaches, clear of the oldest and newest children the tests pick (server/testing/demo-data.ts).
      const child = pool[(20 + i * 7) % pool.length]!;
      const userId = staff[i % staff.length]!;
      const inResult = await db.transaction({ tenantId, userId }, async (tx) =>
        checkIn(tx, await resolveRequestContext(tx, userId, tenantId), child.id, options.timeZone),
      );
      if (visit.outAt) {
        await db.transaction({ tenantId, userId }, async (tx) =>
          checkOut(tx, await resolveRequestContext(tx, userId, tenantId), child.id, options.timeZone),
        );
      }
      performed.push({ id: inResult.id, subjectId: child.id, inAt: visit.inAt, outAt: visit.outAt });
    }
  }

  // The calls above wrote the present moment; each visit is dated back to its hour, with the
  // notifications it caused. The live feed of a fresh installation starts empty, as with contracts.
  await db.privileged(async (tx) => {
    for (const p of performed) {
      await tx
        .update(checkIns)
        .set({ checkedInAt: p.inAt, ...(p.outAt ? { checkedOutAt: p.outAt } : {}) })
        .where(eq(checkIns.id, p.id));
      await tx
        .update(notifications)
        .set({ createdAt: p.inAt })
        // Each child comes in once today, so its name in a check-in notice is that visit's.
        .where(
          and(
            eq(notifications.kind, 'TrainingCheckIn'),
            sql`${notifications.extraProperties} @> ${JSON.stringify({ subjectId: [p.subjectId] })}::jsonb`,
          ),
        );
    }
    await tx.delete(domainEvents).where(inArray(domainEvents.type, [...EVENT_TYPES]));
  });
};

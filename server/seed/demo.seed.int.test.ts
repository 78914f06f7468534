import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/db/database';
import {
  calendarEvents,
  groupMembers,
  groups,
  groupTrainingPlanAttendance,
  groupTrainingPlans,
  groupTrainingPlanSessions,
  checkIns,
  classHoursRecordChanges,
  classHoursRecords,
  contractLedger,
  domainEvents,
  userOfflinePlanFeedbacks,
  userOfflinePlans,
  userOfflinePlanSessions,
  guardians,
  memberships,
  notifications,
  rolePermissions,
  subjectCoaches,
  subjectGuardians,
  subjects,
  tenants,
  users,
} from '../platform/db/schema/index';
import { createTestDatabase, testEngines, type TestDatabase } from '../platform/db/testing';
import { verifyPassword } from '../platform/oidc/passwords';
import { buildDemoChildren, DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo.seed';
import { planVisits } from './demo.today';
import { DateTime } from 'luxon';
import { centreDay } from '../platform/time';
import { CENTRE_MENU_PERMISSIONS, CENTRE_ROLE_PERMISSIONS } from '../platform/role-grants';

const TABLES = ['tenants', 'users', 'memberships', 'membership_roles', 'role_permissions', 'tenant_features'] as const;
const CHILD_TABLES = ['schools', 'subjects', 'guardians', 'subject_guardians', 'subject_coaches'] as const;

describe.each(testEngines('sensitive'))('demo seed on %s', (engine) => {
  let test: TestDatabase;
  let firstRun: { seeded: boolean };

  const rowCounts = (): Promise<Record<string, number>> =>
    test.db.privileged(async (tx) => {
      const out: Record<string, number> = {};
      for (const table of [...TABLES, ...CHILD_TABLES, 'user_admin_roles']) {
        const [row] = rowsOf<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
        );
        out[table] = row?.n ?? -1;
      }
      return out;
    });

  // The whole demo on PGlite: over a minute on a loaded two-core machine.
  beforeAll(async () => {
    test = await createTestDatabase(engine);
    firstRun = await seedDemoData(test.db);
  }, 300_000);
  afterAll(() => test.dispose());

  // How long it takes is measured by `npm run bench startup` (cold start), not asserted here.
  it('seeds an empty database', () => {
    expect(firstRun).toEqual({ seeded: true });
  });

  it('creates at least 300 children across two centres, each with guardians and one coach', async () => {
    const perCentre = await test.db.privileged((tx) =>
      tx
        .select({ centre: tenants.name, n: count() })
        .from(subjects)
        .innerJoin(tenants, eq(tenants.id, subjects.tenantId))
        .groupBy(tenants.name),
    );
    expect(perCentre.map((r) => r.centre).sort()).toEqual(['Harbour Centre', 'Sunrise Centre']);
    expect(perCentre.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(300);

    const orphans = await test.db.privileged(async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(sql`
          select count(*)::int as n from subjects s
          where not exists (select 1 from subject_guardians sg where sg.subject_id = s.id)
             or (select count(*) from subject_coaches sc where sc.subject_id = s.id) <> 1
             or exists (select 1 from subject_guardians sg join guardians g on g.id = sg.guardian_id
                        where sg.subject_id = s.id and (g.tenant_id <> s.tenant_id or sg.tenant_id <> s.tenant_id))
             or exists (select 1 from subject_coaches sc
                        where sc.subject_id = s.id
                          and not exists (select 1 from membership_roles mr
                                          where mr.user_id = sc.coach_user_id and mr.tenant_id = s.tenant_id
                                            and mr.role_name = 'coach'))`),
      ),
    );
    expect(orphans[0]?.n).toBe(0);

    const siblings = await test.db.privileged(async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from (select guardian_id from subject_guardians group by guardian_id having count(*) > 1) x`,
        ),
      ),
    );
    expect(siblings[0]?.n).toBeGreaterThan(0);
    const [guardianCount] = await test.db.privileged((tx) => tx.select({ n: count() }).from(guardians));
    expect(guardianCount?.n).toBeGreaterThanOrEqual(300);
    // Added over the months, with their first child, not all at the moment of the seed.
    const [added] = await test.db.privileged((tx) =>
      tx.select({ days: sql<number>`count(distinct ${guardians.createdAt}::date)::int` }).from(guardians),
    );
    expect(added?.days).toBeGreaterThan(100);
    const [linkCount] = await test.db.privileged((tx) => tx.select({ n: count() }).from(subjectGuardians));
    const [coachCount] = await test.db.privileged((tx) => tx.select({ n: count() }).from(subjectCoaches));
    expect(linkCount?.n).toBeGreaterThan(300);
    expect(coachCount?.n).toBeGreaterThanOrEqual(300);
  });

  it('a second call does nothing', async () => {
    const before = await rowCounts();
    await expect(seedDemoData(test.db)).resolves.toEqual({ seeded: false });
    expect(await rowCounts()).toEqual(before);
  });

  it('creates every demo user, all with the demo password', async () => {
    const rows = await test.db.privileged((tx) =>
      tx
        .select({ userName: users.userName, passwordHash: users.passwordHash })
        .from(users)
        .where(
          inArray(
            users.userName,
            DEMO_USERS.map((u) => u.userName),
          ),
        ),
    );
    expect(rows.map((r) => r.userName).sort()).toEqual(DEMO_USERS.map((u) => u.userName).sort());
    expect(new Set(rows.map((r) => r.passwordHash)).size).toBe(1);
    expect(await verifyPassword(rows[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('leaves multirole with two centres and none chosen', async () => {
    const rows = await test.db.privileged((tx) =>
      tx
        .select({ chosen: users.chosenTenantId, tenantId: memberships.tenantId })
        .from(users)
        .innerJoin(memberships, eq(memberships.userId, users.id))
        .where(eq(users.userName, 'multirole')),
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.chosen === null)).toBe(true);
  });

  it('grants the Sunrise coach role the subject list but not the workbench', async () => {
    const granted = await test.db.privileged(async (tx) => {
      const [sunrise] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, 'Sunrise Centre'));
      const rows = await tx
        .select({ permission: rolePermissions.permission })
        .from(rolePermissions)
        .where(and(eq(rolePermissions.tenantId, sunrise!.id), eq(rolePermissions.roleName, 'coach')));
      return rows.map((r) => r.permission);
    });
    expect(granted).toContain('Menu.User.Subject');
    expect(granted).not.toContain('Menu.DataPanel.WorkTable');
    expect(granted).not.toContain('Menu.DataPanel.DataPanel');
  });

  it('opens the project of every line a tenant holds an active contract of', async () => {
    const withoutProject = await test.db.privileged(async (tx) =>
      rowsOf<{ name: string; line: string }>(
        await tx.execute(sql`
          select t.name, c.line from tenant_contracts c join tenants t on t.id = c.tenant_id
          where c.status = 'Enabled' and c.start_date <= current_date and c.end_date >= current_date
            and not exists (select 1 from tenant_features f where f.tenant_id = c.tenant_id and f.name = c.line)`),
      ),
    );
    expect(withoutProject).toEqual([]);
  });

  it('builds its Public plans from Public programmes only, which is what centres can read', async () => {
    const unreadable = await test.db.privileged(async (tx) =>
      rowsOf<{ plan: string; program: string }>(
        await tx.execute(sql`
          select p.code as plan, g.code as program from (
            select plan_id, program_id from content_offline_plan_items
            union all select plan_id, program_id from content_new_offline_plan_items
            union all select plan_id, program_id from content_class_plan_items) i
          join (
            select id, code, content_status from content_offline_plans
            union all select id, code, content_status from content_new_offline_plans
            union all select id, code, content_status from content_class_plans) p on p.id = i.plan_id
          join content_training_programs g on g.id = i.program_id
          where p.content_status = 'Public' and g.content_status <> 'Public'`),
      ),
    );
    expect(unreadable).toEqual([]);
  });

  it('has today’s check-ins at both centres, before now, and tells the Sunrise centre admin of them', async () => {
    const seededAt = Date.now();
    const visits = await test.db.privileged((tx) =>
      tx
        .select({ centre: tenants.name, day: checkIns.day, inAt: checkIns.checkedInAt, outAt: checkIns.checkedOutAt })
        .from(checkIns)
        .innerJoin(tenants, eq(tenants.id, checkIns.tenantId)),
    );
    const today = centreDay('Asia/Shanghai');
    const sunrise = visits.filter((v) => v.centre === 'Sunrise Centre');
    // planVisits may leave the day empty only in the first minutes after midnight.
    const expected = planVisits(new Date(), 'Asia/Shanghai', 12).length;
    expect(sunrise.length).toBe(expected);
    for (const v of visits) {
      expect(v.day).toBe(today);
      expect(v.inAt.getTime()).toBeLessThan(seededAt);
      if (v.outAt) expect(v.outAt.getTime()).toBeGreaterThan(v.inAt.getTime());
    }
    const told = await test.db.privileged((tx) =>
      tx
        .select({ kind: notifications.kind, createdAt: notifications.createdAt, isRead: notifications.isRead })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(eq(users.userName, 'centeradmin')),
    );
    expect(told).toHaveLength(expected);
    expect(told.every((n) => n.kind === 'TrainingCheckIn' && !n.isRead)).toBe(true);
    expect(told.map((n) => n.createdAt.getTime()).sort()).toEqual(sunrise.map((v) => v.inAt.getTime()).sort());
  });

  it('lets Harbour’s coaches read offline plans but not change them, with one plan begun to read', async () => {
    const grants = await test.db.privileged((tx) =>
      tx
        .select({ permission: rolePermissions.permission })
        .from(rolePermissions)
        .innerJoin(tenants, eq(tenants.id, rolePermissions.tenantId))
        .where(and(eq(tenants.name, 'Harbour Centre'), eq(rolePermissions.roleName, 'coach'))),
    );
    const permissions = grants.map((g) => g.permission);
    expect(permissions).toContain('RocketSystem.UserOfflinePlan');
    expect(permissions).not.toContain('RocketSystem.UserOfflinePlan.Write');
    const harbourPlans = await test.db.privileged((tx) =>
      tx
        .select({ status: userOfflinePlans.status, coach: users.userName })
        .from(userOfflinePlans)
        .innerJoin(tenants, eq(tenants.id, userOfflinePlans.tenantId))
        .innerJoin(users, eq(users.id, userOfflinePlans.coachId))
        .where(eq(tenants.name, 'Harbour Centre')),
    );
    expect(harbourPlans).toEqual([{ status: 'Started', coach: 'sarah.ho' }]);
  });

  it('has Sunrise’s offline plans in every status, weeks of sessions with staff and guardian feedback, quotas near their limits', async () => {
    const seededAt = Date.now();
    const plans = await test.db.privileged((tx) =>
      tx
        .select({ id: userOfflinePlans.id, status: userOfflinePlans.status, isDeleted: userOfflinePlans.isDeleted })
        .from(userOfflinePlans),
    );
    expect(new Set(plans.map((p) => p.status))).toEqual(
      new Set(['None', 'Started', 'Finished', 'ReportedReady', 'Closed']),
    );
    expect(plans.some((p) => p.isDeleted)).toBe(true);
    const sessions = await test.db.privileged((tx) => tx.select().from(userOfflinePlanSessions));
    const finished = sessions.filter((s) => s.finishedAt !== null);
    expect(finished.length).toBeGreaterThan(40);
    // Spread over weeks before today, every one in the past; two sessions are running now.
    const oldest = Math.min(...finished.map((s) => s.finishedAt!.getTime()));
    expect(seededAt - oldest).toBeGreaterThan(21 * 24 * 3600_000);
    expect(finished.every((s) => s.finishedAt!.getTime() < seededAt && s.startedAt < s.finishedAt!)).toBe(true);
    expect(
      sessions.filter((s) => s.finishedAt === null && seededAt - s.startedAt.getTime() < 24 * 3600_000).length,
    ).toBeGreaterThanOrEqual(2);
    const feedback = await test.db.privileged((tx) =>
      tx.select({ forGuardian: userOfflinePlanFeedbacks.forGuardian }).from(userOfflinePlanFeedbacks),
    );
    expect(feedback.filter((f) => !f.forGuardian).length).toBeGreaterThan(60);
    expect(feedback.filter((f) => f.forGuardian).length).toBeGreaterThan(10);
    const quotas = await test.db.privileged((tx) => tx.select().from(classHoursRecords));
    const left = quotas.map((q) => (q.classHours ?? 0) - q.usedHours);
    expect(left).toContain(0);
    expect(left.some((n) => n > 0 && n <= 5)).toBe(true);
    // Each delivered session the child attended was paid by Sunrise's HFS contract, dated to its day.
    const charges = await test.db.privileged((tx) =>
      tx
        .select({ createdAt: contractLedger.createdAt })
        .from(contractLedger)
        .where(and(eq(contractLedger.usageKind, 'train'), sql`${contractLedger.details} ->> 'planId' is not null`)),
    );
    expect(charges.length).toBe(finished.length);
    expect(Math.min(...charges.map((c) => c.createdAt.getTime()))).toBe(oldest);
    // The seeded history does not replay on the live feed of a fresh installation.
    const events = await test.db.privileged((tx) =>
      tx
        .select({ n: count() })
        .from(domainEvents)
        .where(inArray(domainEvents.type, ['SessionFinished', 'FeedbackSubmitted'])),
    );
    expect(events[0]?.n).toBe(0);
  });

  it('has classes of one to six at both centres with group plans: classes given with absences, one under way today, one ended', async () => {
    const seededAt = Date.now();
    const plans = await test.db.privileged((tx) =>
      tx
        .select({
          id: groupTrainingPlans.id,
          status: groupTrainingPlans.status,
          centre: tenants.name,
          type: groups.type,
        })
        .from(groupTrainingPlans)
        .innerJoin(groups, eq(groups.id, groupTrainingPlans.groupId))
        .innerJoin(tenants, eq(tenants.id, groupTrainingPlans.tenantId)),
    );
    for (const centre of ['Sunrise Centre', 'Harbour Centre']) {
      const mine = plans.filter((p) => p.centre === centre);
      expect(mine.filter((p) => p.status === 'Started').length, centre).toBeGreaterThanOrEqual(2);
      expect(new Set(mine.map((p) => p.type)).size, centre).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(plans.map((p) => p.type))).toEqual(
      new Set(['OneToOne', 'OneToTwo', 'OneToThree', 'OneToFour', 'OneToFive', 'OneToSix']),
    );
    expect(plans.filter((p) => p.status === 'Ended')).toHaveLength(1);
    const members = await test.db.privileged((tx) =>
      tx.select({ groupId: groupMembers.groupId, n: count() }).from(groupMembers).groupBy(groupMembers.groupId),
    );
    expect(members.map((m) => m.n).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const sessions = await test.db.privileged((tx) => tx.select().from(groupTrainingPlanSessions));
    const given = sessions.filter((s) => s.endedAt !== null);
    expect(given.length).toBeGreaterThanOrEqual(12);
    // Given on days before today, weeks back; exactly one class runs now, begun today.
    expect(given.every((s) => s.endedAt!.getTime() < seededAt - 24 * 3600_000 && s.startedAt < s.endedAt!)).toBe(true);
    const running = sessions.filter((s) => s.endedAt === null);
    expect(running).toHaveLength(1);
    expect(seededAt - running[0]!.startedAt.getTime()).toBeLessThan(24 * 3600_000);
    const attendance = await test.db.privileged((tx) => tx.select().from(groupTrainingPlanAttendance));
    expect(attendance.filter((a) => a.attendance === 'Absent').length).toBeGreaterThanOrEqual(3);
    expect(attendance.filter((a) => a.attendance === 'Attend').length).toBeGreaterThan(20);
    // Sunrise's contract paid for each class it gave (Harbour's contract is stopped), dated to its day;
    // each attending child used a session.
    const charges = await test.db.privileged((tx) =>
      tx
        .select()
        .from(contractLedger)
        .where(and(eq(contractLedger.usageKind, 'class'), sql`${contractLedger.details} ->> 'groupId' is not null`)),
    );
    // (a class nobody attended is not charged: the one-to-one class's child missed one)
    const sunriseGiven = given.filter(
      (s) =>
        plans.find((p) => p.id === s.planId)?.centre === 'Sunrise Centre' &&
        attendance.some((a) => a.planId === s.planId && a.num === s.num && a.attendance === 'Attend'),
    );
    expect(sunriseGiven.length).toBeGreaterThan(8);
    expect(charges).toHaveLength(sunriseGiven.length);
    expect(charges.every((c) => c.amountFen < 0 && c.createdAt.getTime() < seededAt - 24 * 3600_000)).toBe(true);
    const usages = await test.db.privileged((tx) =>
      tx
        .select({ n: count() })
        .from(classHoursRecordChanges)
        .where(sql`${classHoursRecordChanges.groupPlanId} is not null`),
    );
    const endedNums = new Set(given.map((s) => `${s.planId}:${s.num}`));
    expect(usages[0]?.n).toBe(
      attendance.filter((a) => a.attendance === 'Attend' && endedNums.has(`${a.planId}:${a.num}`)).length,
    );
    const events = await test.db.privileged((tx) =>
      tx
        .select({ n: count() })
        .from(domainEvents)
        .where(
          inArray(domainEvents.type, [
            'GroupPlanChanged',
            'ClassStarted',
            'ClassEnded',
            'AttendanceMarked',
            'GroupChildrenChanged',
          ]),
        ),
    );
    expect(events[0]?.n).toBe(0);
  });

  it('fills both centres’ calendars for this week and next: several trainers, hours 8–21, no one twice at once', async () => {
    const courses = await test.db.privileged((tx) =>
      tx
        .select({
          centre: tenants.name,
          seriesId: calendarEvents.seriesId,
          executorId: calendarEvents.executorId,
          subjectId: calendarEvents.subjectId,
          start: calendarEvents.startTime,
          end: calendarEvents.endTime,
        })
        .from(calendarEvents)
        .innerJoin(tenants, eq(tenants.id, calendarEvents.tenantId)),
    );
    const zone = 'Asia/Shanghai';
    const monday = DateTime.now().setZone(zone).startOf('week');
    const local = (d: Date) => DateTime.fromJSDate(d).setZone(zone);
    for (const centre of ['Sunrise Centre', 'Harbour Centre']) {
      const mine = courses.filter((c) => c.centre === centre);
      const thisWeek = mine.filter((c) => local(c.start) < monday.plus({ weeks: 1 }));
      expect(thisWeek.length, centre).toBeGreaterThan(0);
      expect(
        mine.some((c) => local(c.start) >= monday.plus({ weeks: 1 })),
        centre,
      ).toBe(true);
      expect(new Set(mine.map((c) => c.executorId)).size, centre).toBeGreaterThan(1);
    }
    expect(courses.length).toBeGreaterThan(20);
    // Some arrangements repeat weekly: one series, two courses.
    const perSeries = new Map<string, number>();
    for (const c of courses) perSeries.set(c.seriesId, (perSeries.get(c.seriesId) ?? 0) + 1);
    expect([...perSeries.values()].some((n) => n === 2)).toBe(true);
    for (const c of courses) {
      const start = local(c.start);
      expect(start >= monday && start < monday.plus({ weeks: 2 })).toBe(true);
      expect(start.hour).toBeGreaterThanOrEqual(8);
      expect(local(c.end).hour * 60 + local(c.end).minute).toBeLessThanOrEqual(21 * 60);
      expect(c.end.getTime() - c.start.getTime()).toBe(3600_000);
    }
    const seen = new Set<string>();
    for (const c of courses) {
      for (const key of [`t${c.executorId}${c.start.getTime()}`, `c${c.subjectId}${c.start.getTime()}`]) {
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
    const events = await test.db.privileged((tx) =>
      tx.select({ n: count() }).from(domainEvents).where(eq(domainEvents.type, 'CourseArranged')),
    );
    expect(events[0]?.n).toBe(0);
  });
});

describe('demo data tables', () => {
  it('is the same on every build', () => {
    expect(buildDemoChildren()).toEqual(buildDemoChildren());
  });

  it('gives CenterAdmin every centre menu item and trainers only the trainer menu', () => {
    expect(CENTRE_ROLE_PERMISSIONS.CenterAdmin).toEqual(expect.arrayContaining([...CENTRE_MENU_PERMISSIONS]));
    expect([...CENTRE_ROLE_PERMISSIONS.trainer].sort()).toEqual(
      [
        'Menu.Account.Settings',
        'Menu.Account.TrainerDatabase',
        'Menu.Manage.ApplyExamine',
        'Menu.Manage.TrainerSupervised',
        'Menu.Manage.TrainingStaff',
      ].sort(),
    );
    for (const permissions of Object.values(CENTRE_ROLE_PERMISSIONS)) {
      expect(new Set(permissions).size).toBe(permissions.length);
    }
  });

  it('gives a child’s guardians different names', () => {
    for (const { children, guardians: family } of Object.values(buildDemoChildren())) {
      for (const child of children) {
        const names = child.guardians.map((g) => family[g.guardian]!.name);
        expect(new Set(names).size).toBe(names.length);
      }
    }
  });

  it('makes children aged 3 to 14 on 2026-11-01 with unique outpatient numbers', () => {
    const all = Object.values(buildDemoChildren()).flatMap((c) => c.children);
    for (const child of all) {
      expect(child.birthday > '2012-11-01' && child.birthday < '2023-11-01').toBe(true);
    }
    expect(new Set(all.map((c) => c.outpatientNumber)).size).toBe(all.length);
    expect(all.filter((c) => c.remark !== null).length).toBeGreaterThan(all.length / 4);
  });
});

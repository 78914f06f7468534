import { and, asc, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../platform/db/database';
import {
  contentOfflinePlans,
  domainEvents,
  rolePermissions,
  subjectArchiveEntries,
  subjects,
  tenants,
  users,
} from '../platform/db/schema/index';
import { arrangePlan, startPlan } from '../modules/offline-plans/offline-plan.service';
import { asCoach } from './demo.offline-plans';

// Harbour Centre runs its plans another way than Sunrise (issue 19, "a coach without write
// permission sees everything read-only"): its administrator and senior staff change plans, its
// coaches follow them. The centre's coach role reads offline plans but lacks the write policy,
// and one child's plan has begun under Sarah Ho, so that a Harbour coach finds a plan to read.

const CENTRE = 'Harbour Centre';
const WRITE = 'RocketSystem.UserOfflinePlan.Write';

export const seedDemoHarbourPlan = async (db: Database, options: { timeZone: string; now?: Date }) => {
  const today = DateTime.fromJSDate(options.now ?? new Date())
    .setZone(options.timeZone)
    .toISODate()!;
  const found = await db.privileged(async (tx) => {
    const [centre] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, CENTRE));
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, 'multirole'));
    const [coach] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, 'sarah.ho'));
    const [template] = await tx
      .select({ id: contentOfflinePlans.id })
      .from(contentOfflinePlans)
      .where(eq(contentOfflinePlans.code, 'OFF-ATT-12'));
    if (!centre || !admin || !coach || !template) return null;
    const [child] = await tx
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.tenantId, centre.id), eq(subjects.status, 'Bind')))
      .orderBy(asc(subjects.outpatientNumber))
      .limit(1);
    if (!child) return null;
    await tx
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.tenantId, centre.id),
          eq(rolePermissions.roleName, 'coach'),
          eq(rolePermissions.permission, WRITE),
        ),
      );
    // The two profile lists arranging needs (001 §4), written at intake.
    await tx.insert(subjectArchiveEntries).values(
      (['Profile', 'DiagnosticInformation'] as const).map((section) => ({
        tenantId: centre.id,
        subjectId: child.id,
        section,
        title: section === 'Profile' ? 'Intake interview' : 'Referral letter',
        content:
          section === 'Profile'
            ? 'Lives with both parents; bilingual at home. Sleeps about nine hours.'
            : 'Referred by the school for attention difficulties in class; no diagnosis yet.',
        recordedOn: today,
        authorId: admin.id,
      })),
    );
    return { tenantId: centre.id, adminId: admin.id, coachId: coach.id, childId: child.id, templateId: template.id };
  });
  if (!found) return;
  await asCoach(db, found.tenantId, found.adminId, async (tx, ctx) => {
    const plan = await arrangePlan(tx, ctx, {
      subjectId: found.childId,
      templateId: found.templateId,
      ilsVersion: 'V3',
      coachId: found.coachId,
    });
    await startPlan(tx, ctx, plan.id);
  });
  // Seeded history, not news: the live feed starts empty, as after the Sunrise plans.
  await db.privileged((tx) =>
    tx
      .delete(domainEvents)
      .where(
        and(
          eq(domainEvents.tenantId, found.tenantId),
          inArray(domainEvents.type, ['OfflinePlanChanged', 'SessionStarted']),
        ),
      ),
  );
};

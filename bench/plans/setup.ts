import { sql } from 'drizzle-orm';
import type { Database } from '../../server/platform/db/database';
import {
  classHoursRecords,
  contentFeedbackProperties,
  contentOfflinePlanItems,
  contentOfflinePlans,
  contentTrainingProgramFeedbackProperties,
  contentTrainingPrograms,
  memberships,
  subjects,
  tenants,
  users,
} from '../../server/platform/db/schema/index';
import { emptyPlanRules } from '../../forms/plan-rules';
import type { RequestContext } from '../../server/platform/tenancy';
import { fillProfile } from '../../server/testing/archives';

/** What bench/plans.bench.ts runs on: a centre, its coach, a template, children with quotas. */
export type PlansBench = {
  tenantId: string;
  userId: string;
  ctx: RequestContext;
  /** A 200-session template of two programs a session, each with a one-question form. */
  templateId: string;
  /** The programs' form: the one property's programFeedbackPropertyId, by program. */
  focus: Map<string, string>;
  children: string[];
};

/** The centre, a coach who writes plans there, and `children` bound children with unlimited quotas. */
export const buildPlansBench = async (db: Database, children: number): Promise<PlansBench> =>
  db.privileged(async (tx) => {
    const [user] = await tx.insert(users).values({ userName: 'bench.plans', name: 'Bench Coach' }).returning();
    const [centre] = await tx.insert(tenants).values({ name: 'Bench Plans Centre', type: 'Center' }).returning();
    await tx.insert(memberships).values({ tenantId: centre!.id, userId: user!.id });
    const programs = await tx
      .insert(contentTrainingPrograms)
      .values(
        ['A', 'B'].map((c) => ({
          code: `BENCH-${c}`,
          titleZh: `项目${c}`,
          titleEn: `Program ${c}`,
          contentStatus: 'Public' as const,
        })),
      )
      .returning({ id: contentTrainingPrograms.id });
    const [property] = await tx
      .insert(contentFeedbackProperties)
      .values({ displayName: { default: 'Focus' }, isRequired: true, propertyType: 'String', contentStatus: 'Public' })
      .returning({ id: contentFeedbackProperties.id });
    const focus = new Map<string, string>();
    for (const p of programs) {
      const [link] = await tx
        .insert(contentTrainingProgramFeedbackProperties)
        .values({ programId: p.id, feedbackPropertyId: property!.id })
        .returning({ id: contentTrainingProgramFeedbackProperties.id });
      focus.set(p.id, link!.id);
    }
    const [template] = await tx
      .insert(contentOfflinePlans)
      .values({
        code: 'BENCH-200',
        nameZh: '压测方案',
        nameEn: 'Bench plan',
        sessionCount: 200,
        rules: emptyPlanRules(),
        contentStatus: 'Public',
      })
      .returning({ id: contentOfflinePlans.id });
    await tx
      .insert(contentOfflinePlanItems)
      .values(
        Array.from({ length: 200 }, (_, s) =>
          programs.map((p, position) => ({ planId: template!.id, session: s + 1, position, programId: p.id })),
        ).flat(),
      );
    const rows = await tx
      .insert(subjects)
      .values(
        Array.from({ length: children }, (_, i) => ({
          tenantId: centre!.id,
          name: `Bench child ${i}`,
          birthday: '2018-01-01',
        })),
      )
      .returning({ id: subjects.id });
    await tx.insert(classHoursRecords).values(
      rows.map((r) => ({
        tenantId: centre!.id,
        subjectId: r.id,
        type: 'Offline' as const,
        billingMethod: 'None' as const,
      })),
    );
    // Each child's two profile lists filled, as arranging requires (001 §4).
    await fillProfile(tx, centre!.id, ...rows.map((r) => r.id));
    await tx.execute(sql`create table bench_counter (id int primary key, n bigint not null default 0)`);
    await tx.execute(sql`insert into bench_counter (id) select g from generate_series(0, 64) g`);
    await tx.execute(sql`grant select, update on bench_counter to atrium_app`);
    const ctx: RequestContext = {
      userId: user!.id,
      tenant: { id: centre!.id, name: 'Bench Plans Centre', type: 'Center' },
      adminRoles: [],
      roles: ['CenterAdmin'],
      permissions: new Set(['RocketSystem.UserOfflinePlan', 'RocketSystem.UserOfflinePlan.Write']),
      // Quotas binding, as at a centre that keeps them: every finished session uses one.
      features: new Set(['hfs1.timesSetting']),
    };
    return {
      tenantId: centre!.id,
      userId: user!.id,
      ctx,
      templateId: template!.id,
      focus,
      children: rows.map((r) => r.id),
    };
  });

/**
 * 10,000 plans at the centre besides, each of 12 sessions of two programs, a third of them well on
 * (feedback on their first sessions): what the plan page's reads meet at a large centre.
 */
export const populatePlans = async (db: Database, bench: PlansBench, plans: number) =>
  db.privileged(async (tx) => {
    await tx.execute(sql`
      with kids as (
        insert into subjects (tenant_id, name, birthday)
        select ${bench.tenantId}::uuid, 'Many child ' || g, date '2017-06-01' from generate_series(1, ${plans}::int) g
        returning id
      ), made as (
        insert into user_offline_plans (tenant_id, subject_id, template_id, ils_version, code, name_zh, name_en, rules, status, num, total_num, coach_id)
        select ${bench.tenantId}::uuid, id, ${bench.templateId}::uuid, 'V3', 'BENCH-12', '压测', 'Bench', ${JSON.stringify(emptyPlanRules())}::jsonb,
          'Started', 1 + (abs(hashtext(id::text)) % 12), 12, ${bench.userId}::uuid
        from kids
        returning id, num
      )
      insert into user_offline_plan_items (tenant_id, plan_id, num, position, program_id, difficulty, has_done)
      select ${bench.tenantId}::uuid, made.id, s, p.position, p.program_id, 1, case when s < made.num then true else null end
      from made, generate_series(1, 12) s,
        (select position, program_id from content_offline_plan_items where plan_id = ${bench.templateId}::uuid and session = 1) p`);
    await tx.execute(sql`analyze`);
  });

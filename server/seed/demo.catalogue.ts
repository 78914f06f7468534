// The platform's resource catalogue (spec 002 §3 HFS contract resource types) and a few priced
// resources on the group's and Sunrise's Active HFS contracts, with their first price record.
// Batched inserts: the demo seed must stay fast.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../platform/db/database';
import {
  catalogueResources,
  contractResourcePrices,
  contractResources,
  musicPlans,
  tenantContracts,
  type CatalogueKind,
} from '../platform/db/schema/index';
import { withTenantScope } from '../platform/tenancy';

type Item = { kind: CatalogueKind; name: string; displayName: string; lessonCount?: number };

export const DEMO_CATALOGUE: readonly Item[] = [
  { kind: 'Assessment', name: 'FAS-A', displayName: '注意力综合评估 Attention assessment' },
  { kind: 'Assessment', name: 'FAS-C', displayName: '持续性注意力评估 Sustained attention' },
  { kind: 'Assessment', name: 'SNAP-IV', displayName: 'SNAP-IV 行为量表 Behaviour scale' },
  { kind: 'Assessment', name: 'EF-Q', displayName: '执行功能问卷 Executive function questionnaire' },
  { kind: 'OnlinePlanCourse', name: 'ON-FOCUS', displayName: '线上专注力方案 Online focus plan' },
  { kind: 'OnlinePlanCourse', name: 'ON-MEMORY', displayName: '线上工作记忆方案 Online working memory plan' },
  { kind: 'OnlinePlanCourse', name: 'ON-CALM', displayName: '线上情绪调节方案 Online calm plan' },
  { kind: 'OfflinePlanCourse', name: 'OFF-SENSORY', displayName: '感统训练方案 Sensory integration plan' },
  { kind: 'OfflinePlanCourse', name: 'OFF-MOTOR', displayName: '精细动作方案 Fine motor plan' },
  { kind: 'OfflinePlanCourse', name: 'OFF-SOCIAL', displayName: '社交小组方案 Social group plan' },
  { kind: 'Course', name: 'C-EF', displayName: '执行功能课程 Executive function course', lessonCount: 12 },
  { kind: 'Course', name: 'C-PARENT', displayName: '家长沟通课程 Parent communication course', lessonCount: 8 },
  { kind: 'Course', name: 'C-READ', displayName: '阅读专注课程 Focused reading course', lessonCount: 16 },
  { kind: 'TrainingPlanV2', name: 'V2-ATTN', displayName: '注意力班课方案 Attention class plan' },
  { kind: 'TrainingPlanV2', name: 'V2-SOCIAL', displayName: '社交班课方案 Social skills class plan' },
];

const CLASS_KINDS = ['OneToOne', 'OneToTwo', 'OneToThree', 'OneToFour', 'OneToFive', 'OneToSix'] as const;

type Demo = {
  tenantIds: { group: string; sunrise: string };
  userId: (userName: string) => string;
  now: number;
};

export const seedDemoCatalogue = async (tx: Tx, demo: Demo) => {
  const ids = DEMO_CATALOGUE.map(() => randomUUID());
  await tx.insert(catalogueResources).values(DEMO_CATALOGUE.map((item, i) => ({ id: ids[i], ...item })));
  const idOf = (name: string) => ids[DEMO_CATALOGUE.findIndex((c) => c.name === name)]!;
  const nameOf = (name: string) => DEMO_CATALOGUE.find((c) => c.name === name)!.displayName;
  const [music] = await tx.select().from(musicPlans).orderBy(musicPlans.name).limit(1);

  return withTenantScope(tx, demo.tenantIds.group, async () => {
    const contracts = await tx
      .select({ id: tenantContracts.id, tenantId: tenantContracts.tenantId })
      .from(tenantContracts)
      .where(
        and(
          inArray(tenantContracts.tenantId, [demo.tenantIds.group, demo.tenantIds.sunrise]),
          eq(tenantContracts.line, 'hfs'),
          eq(tenantContracts.status, 'Enabled'),
          isNull(tenantContracts.deletedAt),
        ),
      );
    const at = new Date(demo.now - 30 * 86_400_000);
    const rows: (typeof contractResources.$inferInsert)[] = [];
    for (const contract of contracts) {
      // The group sells to East Area at these prices; Sunrise buys a little dearer from East Area.
      const markup = contract.tenantId === demo.tenantIds.group ? 100 : 120;
      const priced = (
        type: string,
        name: string,
        yuan: number,
        extra: Partial<typeof contractResources.$inferInsert> = {},
      ) =>
        rows.push({
          id: randomUUID(),
          tenantId: contract.tenantId,
          contractId: contract.id,
          type,
          resourceId: idOf(name),
          resourceName: nameOf(name),
          priceFen: Math.round((yuan * markup) / 100) * 100,
          createdAt: at,
          ...extra,
        });
      priced('Assessment', 'FAS-A', 300);
      priced('Assessment', 'SNAP-IV', 80);
      priced('OnlinePlanCourse', 'ON-FOCUS', 150);
      priced('OfflinePlanCourse', 'OFF-SENSORY', 180);
      priced('Course', 'C-EF', 200);
      CLASS_KINDS.forEach((kind, k) => {
        priced('TrainingPlanV2', 'V2-ATTN', 80 - k * 10, { resourceType: kind, platform: 'App' });
        priced('TrainingPlanV2', 'V2-ATTN', 90 - k * 10, { resourceType: kind, platform: 'Web' });
      });
      if (music)
        rows.push({
          id: randomUUID(),
          tenantId: contract.tenantId,
          contractId: contract.id,
          type: 'IdtMusicPlan',
          resourceId: music.id,
          resourceName: music.name,
          priceFen: 120 * markup,
          createdAt: at,
        });
    }
    if (rows.length === 0) return;
    await tx.insert(contractResources).values(rows);
    await tx.insert(contractResourcePrices).values(
      rows.map((r) => ({
        tenantId: r.tenantId,
        resourceRowId: r.id!,
        priceFen: r.priceFen,
        operatorId: demo.userId(r.tenantId === demo.tenantIds.group ? 'admin' : 'area'),
        createdAt: at,
      })),
    );
  });
};

import type { Tx } from '../platform/db/database';
import {
  classHoursRecords,
  contentClassPlanItems,
  contentClassPlans,
  contentProgramCategories,
  contentTrainingPrograms,
  groupMembers,
  groups,
  type GroupType,
} from '../platform/db/schema/index';
import { insertChild } from './children';

/**
 * A public class plan of its own category and program for one test run (`tag` keeps codes and
 * names unique across runs): `sessions` classes, each the one program at difficulty 3 (range 1–20),
 * offered to `groupTypes`.
 */
export const insertClassPlan = async (
  tx: Tx,
  plan: { tag: string; sessions: number; groupTypes: GroupType[] },
): Promise<{ planId: string; programCode: string; name: string }> => {
  const { tag } = plan;
  const name = `Class plan ${tag}`;
  const programCode = `GPT-${tag}`;
  const [category] = await tx
    .insert(contentProgramCategories)
    .values({ nameZh: `班级类别${tag}`, nameEn: `Class category ${tag}`, contentStatus: 'Public' })
    .returning({ id: contentProgramCategories.id });
  const [program] = await tx
    .insert(contentTrainingPrograms)
    .values({
      code: programCode,
      titleZh: `班级项目${tag}`,
      titleEn: `Class program ${tag}`,
      contentStatus: 'Public',
      difficulty: 3,
      minDifficulty: 1,
      maxDifficulty: 20,
    })
    .returning({ id: contentTrainingPrograms.id });
  const [row] = await tx
    .insert(contentClassPlans)
    .values({
      code: `GPC-${tag}`,
      nameZh: `班级方案${tag}`,
      nameEn: name,
      sessionCount: plan.sessions,
      groupTypes: plan.groupTypes,
      categoryId: category!.id,
      contentStatus: 'Public',
    })
    .returning({ id: contentClassPlans.id });
  const sessions = Array.from({ length: plan.sessions }, (_, i) => i + 1);
  await tx
    .insert(contentClassPlanItems)
    .values(sessions.map((session) => ({ planId: row!.id, session, position: 0, programId: program!.id })));
  return { planId: row!.id, programCode, name };
};

/**
 * A class of the centre with one fresh child per entry of `quotas`, each with that many Offline
 * sessions (0: none set, so a class they attend finds no quota).
 */
export const insertClass = async (
  tx: Tx,
  group: { tenantId: string; name: string; type: GroupType; capacity?: number; quotas: number[] },
): Promise<{ id: string; children: string[] }> => {
  const { tenantId, name } = group;
  const [row] = await tx
    .insert(groups)
    .values({ tenantId, name, type: group.type, ageStage: 'GradeOrTeenSchool', capacity: group.capacity ?? 6 })
    .returning({ id: groups.id });
  const children: string[] = [];
  for (const [i, quota] of group.quotas.entries()) {
    const subjectId = await insertChild(tx, { tenantId, name: `${name} kid${i}`, years: 8 });
    children.push(subjectId);
    if (quota > 0)
      await tx
        .insert(classHoursRecords)
        .values({ tenantId, subjectId, type: 'Offline', billingMethod: 'Quantity', classHours: quota });
  }
  if (children.length > 0)
    await tx.insert(groupMembers).values(children.map((subjectId) => ({ tenantId, groupId: row!.id, subjectId })));
  return { id: row!.id, children };
};
